import { EXPORT_OPTIONS, noPositionals, parseCommand, readExportOptions } from './commandOptions';
import type { LeadsContext } from './leadsContext';
import { storeFor } from './leadsContext';
import type { SignupWithStatus } from './leadQuery';
import { findSignups } from './leadQuery';
import { listMatching } from './listCommand';
import { spreadsheetCsv } from './spreadsheetCsv';
import { formatSydneyTime, sydneyDate } from '../time/sydneyTime';
import type { Column } from './textTable';
import { lastErrorOf, perChannel, textTable } from './textTable';
import { UsageError } from './usage';
import { exportRows } from './writeFileWhole';

/** When the address's owner confirmed, or why not yet. */
const confirmationOf = (signup: SignupWithStatus): string => {
  if (signup.confirmedAt) return formatSydneyTime(signup.confirmedAt);
  return signup.screened ? `no: looked automated (${signup.screened})` : 'not yet';
};

const COLUMNS: readonly Column<SignupWithStatus>[] = [
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

/** The columns a mailing tool imports: the address first, then the consent record. */
const CSV_HEADER = [
  'email',
  'consented_at',
  'consented_sydney',
  'confirmed_at',
  'source_page',
  'reference',
  'status',
];

const csvRow = (signup: SignupWithStatus): string[] => [
  signup.email,
  signup.consentedAt,
  formatSydneyTime(signup.consentedAt),
  signup.confirmedAt ?? '',
  signup.sourcePage,
  signup.reference,
  signup.status,
];

const listSignups = (args: string[], context: LeadsContext): Promise<number> =>
  listMatching(args, context, 'signups list', findSignups, {
    noun: 'sign-up',
    none: 'No newsletter sign-ups match.',
    table: (shown) => textTable(COLUMNS, shown),
  });

async function exportSignups(args: string[], context: LeadsContext): Promise<number> {
  const { values, positionals } = parseCommand(args, EXPORT_OPTIONS);
  noPositionals('signups export', positionals);
  const { filter, target } = readExportOptions(values);
  // A mailing tool gets only addresses their owners confirmed (double opt-in).
  const signups = (await findSignups(await storeFor(context, 'read'), filter)).filter(
    (signup) => signup.confirmedAt,
  );
  return exportRows(
    context,
    target,
    `signups-${sydneyDate(context.now)}.csv`,
    spreadsheetCsv(CSV_HEADER, signups.map(csvRow)),
    { count: signups.length, noun: 'confirmed sign-up' },
  );
}

export function signupsCommand(args: string[], context: LeadsContext): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'list') return listSignups(rest, context);
  if (action === 'export') return exportSignups(rest, context);
  throw new UsageError(
    action === undefined
      ? 'signups needs list or export.'
      : `signups takes list or export, not "${action}".`,
  );
}
