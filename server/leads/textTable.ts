import type { JobRecord } from '../store/formsStore';
import stringWidth from 'string-width';

export interface Column<T> {
  title: string;
  maxWidth: number;
  value: (row: T) => string;
}

export function textTable<T>(columns: readonly Column<T>[], rows: readonly T[]): string {
  const cells = rows.map((row) =>
    columns.map((column) => fitTo(oneLine(column.value(row)), column.maxWidth)),
  );
  const widths = columns.map((column, index) =>
    Math.max(displayWidth(column.title), ...cells.map((row) => displayWidth(row[index] ?? ''))),
  );
  const line = (row: readonly string[]): string =>
    row
      .map((cell, index) => padTo(cell, widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width));
  return [columns.map((column) => column.title), rule, ...cells].map(line).join('\n') + '\n';
}

type WithJobs = { deliveries: readonly JobRecord[] };

export const perChannel =
  (count: (job: JobRecord) => number) =>
  ({ deliveries }: WithJobs): string => {
    const [only] = deliveries;
    if (only !== undefined && deliveries.length === 1) return String(count(only));
    return deliveries.map((job) => `${job.channel} ${count(job)}`).join(', ');
  };

export function lastErrorOf({ deliveries }: WithJobs): string {
  const failed = deliveries.filter((job) => job.status === 'failed');
  const job = [...failed, ...deliveries].find((candidate) => candidate.last_error);
  return job?.last_error ? `${job.channel}: ${oneLine(job.last_error)}` : '';
}

export function oneLine(text: string): string {
  return text
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim();
}

export const displayWidth = (text: string): number => stringWidth(text);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The text cut to `width` columns with "…", never inside a character a person sees as one. */
export function fitTo(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const segmentWidth = displayWidth(segment);
    if (used + segmentWidth > width - 1) break;
    kept += segment;
    used += segmentWidth;
  }
  return `${kept}…`;
}

export const padTo = (text: string, width: number): string =>
  text + ' '.repeat(Math.max(0, width - displayWidth(text)));
