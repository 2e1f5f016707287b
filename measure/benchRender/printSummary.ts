// The benchmark's figures as an aligned list, then what went wrong, if anything did.
import { mb } from './memory';
import type { Options } from './options';
import type { Tally } from './requestAll';

interface Summary {
  options: Options;
  seconds: number;
  tally: Tally;
  before: { rss: number };
  after: { rss: number; hwm: number };
  peak: number;
  growthMb: number;
  passed: boolean;
}

export function printSummary({
  options,
  seconds,
  tally,
  before,
  after,
  peak,
  growthMb,
  passed,
}: Summary): void {
  const statuses = [...tally.statuses.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const rows: [string, string][] = [
    ['URLs requested', String(options.urls)],
    ['Concurrency', String(options.concurrency)],
    ['Time taken', `${seconds.toFixed(1)} s`],
    ['Requests per second', (options.urls / seconds).toFixed(0)],
    ['Status counts', statuses],
    ['Failed requests', String(tally.failures.length)],
    ['Bytes received', `${mb(tally.bytes)} MB`],
    ['RSS before', `${mb(before.rss)} MB`],
    ['RSS after (+2 s)', `${mb(after.rss)} MB`],
    ['RSS peak (sampled)', `${mb(peak)} MB`],
    ['RSS high-water mark', `${mb(after.hwm)} MB (VmHWM, since start)`],
    ['Growth', `${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)} MB`],
    ['Limit', `< ${options.maxGrowthMb} MB`],
    ['Result', passed ? 'PASS' : 'FAIL'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.info('');
  for (const [label, value] of rows) console.info(`  ${label.padEnd(width)}  ${value}`);
  console.info('');
  for (const [what, count] of tally.unexpected) console.info(`  Unexpected: ${what} (${count})`);
  if (tally.failures.length > 0) {
    console.info(`  First failures:\n    ${tally.failures.slice(0, 10).join('\n    ')}`);
  }
  if (growthMb >= options.maxGrowthMb) {
    console.info(`  Memory grew ${growthMb.toFixed(1)} MB, at or above ${options.maxGrowthMb} MB.`);
  }
}
