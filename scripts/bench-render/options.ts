// The benchmark's options, from the environment (see scripts/bench-render.ts).
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

const wholeNumber = (name: string, fallback: number, min = 1): number => {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}".`);
  }
  return Number(raw);
};

export const readOptions = () => ({
  urls: wholeNumber('BENCH_URLS', 10_000),
  concurrency: wholeNumber('BENCH_CONCURRENCY', 8),
  maxGrowthMb: wholeNumber('BENCH_MAX_GROWTH_MB', 100),
  timeoutMs: wholeNumber('BENCH_TIMEOUT_SECONDS', 600) * 1000,
  distDir: process.env.BENCH_DIST_DIR?.trim()
    ? path.resolve(root, process.env.BENCH_DIST_DIR.trim())
    : null,
});

export type Options = ReturnType<typeof readOptions>;
