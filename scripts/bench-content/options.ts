// The content benchmark's options, from the environment (see scripts/bench-content.ts).
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

export const readOptions = () => {
  const workDir = path.resolve(
    root,
    process.env.BENCH_CONTENT_DIR?.trim() || '.cache/bench-content',
  );
  return {
    posts: wholeNumber('BENCH_POSTS', 300),
    /** Lighthouse runs per page and topology, medians reported: one page's LCP swings ±150 ms. */
    runs: wholeNumber('RUNS', 5),
    /** Concurrent resizes of different photos while the server's memory is watched. */
    concurrentResizes: wholeNumber('BENCH_CONCURRENT_RESIZES', 50),
    /** Requests of one cached variant for its latency percentiles. */
    cachedRequests: wholeNumber('BENCH_CACHED_REQUESTS', 400),
    /** bench:render's limit: the server's resident memory may grow by less than this. */
    maxGrowthMb: wholeNumber('BENCH_MAX_GROWTH_MB', 100),
    workDir,
    /** The camera photos, kept across runs (made once; nothing is downloaded). */
    photoDir: path.join(workDir, 'photos'),
    /** The build: inside the project, so the server bundle finds its packages. */
    distDir: path.join(root, 'dist-content'),
  };
};

export type Options = ReturnType<typeof readOptions>;
