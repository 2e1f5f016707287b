// The content benchmark's options, from the environment (see measure/benchContent.ts).
import path from 'node:path';
import { envWholeNumber } from '../envWholeNumber';

const root = path.resolve(__dirname, '..', '..');

export const readOptions = () => {
  const workDir = path.resolve(
    root,
    process.env.BENCH_CONTENT_DIR?.trim() || '.cache/bench-content',
  );
  return {
    posts: envWholeNumber('BENCH_POSTS', 300),
    /** Lighthouse runs per page and topology, medians reported: one page's LCP swings ±150 ms. */
    runs: envWholeNumber('RUNS', 5),
    /** Concurrent resizes of different photos while the server's memory is watched. */
    concurrentResizes: envWholeNumber('BENCH_CONCURRENT_RESIZES', 50),
    /** Requests of one cached variant for its latency percentiles. */
    cachedRequests: envWholeNumber('BENCH_CACHED_REQUESTS', 400),
    /** bench:render's limit: the server's resident memory may grow by less than this. */
    maxGrowthMb: envWholeNumber('BENCH_MAX_GROWTH_MB', 100),
    workDir,
    /** The camera photos, kept across runs (made once; nothing is downloaded). */
    photoDir: path.join(workDir, 'photos'),
    /** The build: inside the project, so the server bundle finds its packages. */
    distDir: path.join(root, 'dist-content'),
  };
};

export type Options = ReturnType<typeof readOptions>;
