// Times the blog list's view (category filter, ranking and pagination: blogViewOf, which the
// site's server runs per request and a static host's browser per filter) on synthetic lists of
// 1,000, 10,000 and 100,000 posts.
import { performance } from 'node:perf_hooks';
import type { Post } from '@contract/blog/blogTypes';
import { blogViewOf, PAGE_SIZE } from '@contract/blog/blogView';

const SIZES = [1_000, 10_000, 100_000];
const TARGET_SIZE = 10_000;
const TARGET_MS = 2;
const RUNS = 300;
const WARM_UP = 50;

const CATEGORIES = [
  'Commercial Cleaning',
  'Waste Management',
  'Facility Maintenance',
  'Grounds Maintenance',
  'Healthcare Hygiene',
  'Education Facilities',
  'Retail Presentation',
  'Hospitality',
  'Workplace Safety',
  'Sustainability',
  'Compliance',
  'Company News',
];

/** Deterministic pseudo-random numbers, so every run measures the same lists. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296;
  return seed / 4_294_967_296;
};

function syntheticPosts(count: number): Post[] {
  const random = seeded(count);
  return Array.from({ length: count }, (_, index) => {
    // Skewed, as real blogs are: a few categories hold most posts.
    const category = CATEGORIES[Math.floor(random() ** 2 * CATEGORIES.length)] ?? 'Compliance';
    return {
      id: index + 1,
      slug: `post-${index + 1}`,
      title: `${category} note ${index + 1}`,
      excerpt: `What our supervisors learnt on site, entry ${index + 1}.`,
      body: `<p>Body of post ${index + 1}.</p>`,
      bodyBase: '/api/posts',
      thumbnail: null,
      photo: null,
      category: { id: CATEGORIES.indexOf(category) + 1, name: category, slug: null },
      author: null,
      publishedAt: '2026-03-05T02:00:00Z',
      readTime: '4 min read',
    };
  });
}

/** Everything the list screen shows after a filter change. */
const listView = (posts: readonly Post[], category: string | null, page: number) =>
  blogViewOf(posts, posts, { search: '', category, page });

interface Timing {
  mean: number;
  p95: number;
}

function time(operation: (run: number) => void, prepare: () => void = () => undefined): Timing {
  for (let run = 0; run < WARM_UP; run += 1) {
    prepare();
    operation(run);
  }
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    prepare();
    const start = performance.now();
    operation(run);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    mean: samples.reduce((sum, sample) => sum + sample, 0) / samples.length,
    p95: samples[Math.floor(samples.length * 0.95)] ?? Number.NaN,
  };
}

const categoryCycle: (string | null)[] = [null, ...CATEGORIES];

function bench(size: number) {
  const posts = syntheticPosts(size);
  const rows: [string, Timing][] = [];

  rows.push([
    'category change',
    time((run) => listView(posts, categoryCycle[run % categoryCycle.length] ?? null, 1)),
  ]);

  const allPages = listView(posts, null, 1).pageCount;
  rows.push(['page change (All)', time((run) => listView(posts, null, (run % allPages) + 1))]);

  return { size, pages: allPages, rows };
}

const format = (ms: number) => ms.toFixed(4).padStart(10);
const results = SIZES.map(bench);

const label = 40;
process.stdout.write(
  `\nBlog list: the view of a filter (page size ${PAGE_SIZE}; ${RUNS} runs after ${WARM_UP} warm-up; ms per operation)\n\n`,
);
process.stdout.write(
  `${'operation'.padEnd(label)} ${'posts'.padStart(8)} ${'mean ms'.padStart(10)} ${'p95 ms'.padStart(10)}\n`,
);
process.stdout.write(`${'-'.repeat(label)} ${'-'.repeat(8)} ${'-'.repeat(10)} ${'-'.repeat(10)}\n`);
for (const { size, rows } of results) {
  for (const [name, timing] of rows) {
    process.stdout.write(
      `${name.padEnd(label)} ${size.toLocaleString('en-AU').padStart(8)} ${format(timing.mean)} ${format(timing.p95)}\n`,
    );
  }
}
process.stdout.write(
  `${'search term'.padEnd(label)} ${'—'.padStart(8)} ${'n/a'.padStart(10)} ${'n/a'.padStart(10)}   (matched by the API, not the client)\n`,
);

const atTarget = results.find((result) => result.size === TARGET_SIZE);
const worst = Math.max(
  ...(atTarget?.rows
    .filter(([name]) => name.startsWith('category') || name.startsWith('page'))
    .map(([, timing]) => timing.p95) ?? [Number.POSITIVE_INFINITY]),
);
const met = worst < TARGET_MS;
process.stdout.write(
  `\nTarget: < ${TARGET_MS} ms per filter change at ${TARGET_SIZE.toLocaleString('en-AU')} posts — ${
    met ? 'met' : 'NOT met'
  } (worst p95 ${worst.toFixed(4)} ms)\n`,
);
if (!met) process.exitCode = 1;
