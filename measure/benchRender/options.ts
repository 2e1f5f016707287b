// The benchmark's options, from the environment (see measure/benchRender.ts).
import path from 'node:path';
import { envWholeNumber } from '../envWholeNumber';

const root = path.resolve(__dirname, '..', '..');

export const readOptions = () => ({
  urls: envWholeNumber('BENCH_URLS', 10_000),
  concurrency: envWholeNumber('BENCH_CONCURRENCY', 8),
  maxGrowthMb: envWholeNumber('BENCH_MAX_GROWTH_MB', 100),
  timeoutMs: envWholeNumber('BENCH_TIMEOUT_SECONDS', 600) * 1000,
  distDir: process.env.BENCH_DIST_DIR?.trim()
    ? path.resolve(root, process.env.BENCH_DIST_DIR.trim())
    : null,
});

export type Options = ReturnType<typeof readOptions>;
