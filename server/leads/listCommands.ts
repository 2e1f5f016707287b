// `list` and `signups list`: what a filter finds, newest first, as a table aligned in the columns
// a terminal shows.
import stringWidth from 'string-width';
import { serviceLabel } from '@contract/contact/contactRules';
import type { FormsStore, JobRecord } from '../store/formsStore';
import { formatSydneyTime } from '../time/sydneyTime';
import type { LeadFilter, LeadsContext, LeadWithStatus, SignupWithStatus } from './commandLine';
import {
  FILTER_OPTIONS,
  findLeads,
  findSignups,
  noPositionals,
  oneLine,
  parseCommand,
  readFilter,
  storeFor,
  UsageError,
} from './commandLine';

interface Column<T> {
  title: string;
  maxWidth: number;
  value: (row: T) => string;
}

function textTable<T>(columns: readonly Column<T>[], rows: readonly T[]): string {
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

const perChannel =
  (count: (job: JobRecord) => number) =>
  ({ deliveries }: WithJobs): string => {
    const [only] = deliveries;
    if (only !== undefined && deliveries.length === 1) return String(count(only));
    return deliveries.map((job) => `${job.channel} ${count(job)}`).join(', ');
  };

function lastErrorOf({ deliveries }: WithJobs): string {
  const failed = deliveries.filter((job) => job.status === 'failed');
  const job = [...failed, ...deliveries].find((candidate) => candidate.last_error);
  return job?.last_error ? `${job.channel}: ${oneLine(job.last_error)}` : '';
}

const displayWidth = (text: string): number => stringWidth(text);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The text cut to `width` columns with "…", never inside a character a person sees as one. */
function fitTo(text: string, width: number): string {
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

const padTo = (text: string, width: number): string =>
  text + ' '.repeat(Math.max(0, width - displayWidth(text)));

const LEAD_COLUMNS: readonly Column<LeadWithStatus>[] = [
  { title: 'Reference', maxWidth: 11, value: (lead) => lead.reference },
  { title: 'Received (Sydney)', maxWidth: 22, value: (lead) => formatSydneyTime(lead.createdAt) },
  { title: 'Name', maxWidth: 24, value: (lead) => lead.name },
  { title: 'Email', maxWidth: 32, value: (lead) => lead.email },
  { title: 'Phone', maxWidth: 18, value: (lead) => lead.phone ?? '' },
  { title: 'Service', maxWidth: 28, value: (lead) => serviceLabel(lead.service) ?? '' },
  { title: 'Status', maxWidth: 9, value: (lead) => lead.status },
  // Stored, and gathered into the staff digest rather than e-mailed on its own.
  { title: 'Looked automated', maxWidth: 16, value: (lead) => lead.screened ?? '' },
  { title: 'Attempts', maxWidth: 20, value: perChannel((job) => job.attempts) },
  { title: 'Claims', maxWidth: 20, value: perChannel((job) => job.claims) },
  { title: 'Last error', maxWidth: 48, value: lastErrorOf },
];

const leadsTable = (leads: readonly LeadWithStatus[]): string => textTable(LEAD_COLUMNS, leads);

const DEFAULT_LIMIT = 50;

function readLimit(text: string | undefined): number {
  if (text === undefined) return DEFAULT_LIMIT;
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(`--limit must be a whole number of at least 1, not "${text}".`);
  }
  return Number(text);
}

const LIST_OPTIONS = { ...FILTER_OPTIONS, limit: { type: 'string' } } as const;

function writeListing<T>(
  context: LeadsContext,
  rows: readonly T[],
  {
    limit,
    noun,
    none,
    table,
  }: { limit: number; noun: string; none: string; table: (shown: readonly T[]) => string },
): number {
  if (rows.length === 0) {
    context.out.write(`${none}\n`);
    return 0;
  }
  const shown = rows.slice(0, limit);
  context.out.write(table(shown));
  const total = rows.length;
  context.out.write(
    total > shown.length
      ? `\n${shown.length} of ${total} ${noun}s, newest first; --limit ${total} shows all.\n`
      : `\n${total} ${noun}${total === 1 ? '' : 's'}, newest first.\n`,
  );
  return 0;
}

async function listMatching<T>(
  args: string[],
  context: LeadsContext,
  command: string,
  find: (store: FormsStore, filter: LeadFilter) => Promise<T[]>,
  shown: { noun: string; none: string; table: (shown: readonly T[]) => string },
): Promise<number> {
  const { values, positionals } = parseCommand(args, LIST_OPTIONS);
  noPositionals(command, positionals);
  const filter = readFilter(values);
  const limit = readLimit(values.limit);
  const rows = await find(await storeFor(context, 'read'), filter);
  return writeListing(context, rows, { limit, ...shown });
}

export const listCommand = (args: string[], context: LeadsContext): Promise<number> =>
  listMatching(args, context, 'list', findLeads, {
    noun: 'request',
    none: 'No contact requests match.',
    table: leadsTable,
  });

/** When the address's owner confirmed, or why not yet. */
const confirmationOf = (signup: SignupWithStatus): string => {
  if (signup.confirmedAt) return formatSydneyTime(signup.confirmedAt);
  return signup.screened ? `no: looked automated (${signup.screened})` : 'not yet';
};

const SIGNUP_COLUMNS: readonly Column<SignupWithStatus>[] = [
  { title: 'Reference', maxWidth: 11, value: (signup) => signup.reference },
  {
    title: 'Signed up (Sydney)',
    maxWidth: 22,
    value: (signup) => formatSydneyTime(signup.consentedAt),
  },
  { title: 'Email', maxWidth: 40, value: (signup) => signup.email },
  { title: 'Confirmed (Sydney)', maxWidth: 22, value: confirmationOf },
  { title: 'Page', maxWidth: 32, value: (signup) => signup.sourcePage },
  { title: 'Status', maxWidth: 9, value: (signup) => signup.status },
  { title: 'Attempts', maxWidth: 20, value: perChannel((job) => job.attempts) },
  { title: 'Claims', maxWidth: 20, value: perChannel((job) => job.claims) },
  { title: 'Last error', maxWidth: 48, value: lastErrorOf },
];

export const listSignups = (args: string[], context: LeadsContext): Promise<number> =>
  listMatching(args, context, 'signups list', findSignups, {
    noun: 'sign-up',
    none: 'No newsletter sign-ups match.',
    table: (shown) => textTable(SIGNUP_COLUMNS, shown),
  });
