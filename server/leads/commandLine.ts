// What every staff command (`npm run leads`) shares: the context it runs in, its usage and the
// errors in it, the options it reads, and the requests and sign-ups a filter finds, each with its
// delivery status.
import { parseArgs } from 'node:util';
import type { CliSettings } from '../config/serverConfig';
import type { DeliveryStatus, FormsStore, LeadRecord, SignupRecord } from '../store/formsStore';
import { DELIVERY_STATUSES } from '../store/formsStore';
import { parseSince } from '../time/sydneyTime';

export interface TextOutput {
  write(text: string): unknown;
}

export type DbAccess = 'read' | 'write';

export interface LeadsContext {
  store: FormsStore | ((access: DbAccess) => Promise<FormsStore>);
  out: TextOutput;
  err: TextOutput;
  now: Date;
  cwd?: string;
  settings?: CliSettings;
}

export const storeFor = (context: LeadsContext, access: DbAccess): Promise<FormsStore> =>
  typeof context.store === 'function' ? context.store(access) : Promise.resolve(context.store);

export const USAGE = `Usage: contact requests (leads) and newsletter sign-ups in the forms database
(DATABASE_URL when set, else the SQLite file DB_PATH, default data/harbourline.sqlite).

  npm run leads -- list [--since DATE] [--status pending|delivered|failed] [--limit N]
      A table, newest first: reference, time received (Sydney), name, e-mail, phone,
      service, delivery status, attempts, claims and the last delivery error. --limit
      defaults to 50.

  npm run leads -- export --format csv|json [--since DATE] [--status STATUS] [--out FILE] [--force]
      Writes every field, including the full message, to FILE
      (default: leads-YYYY-MM-DD.csv or .json in the current folder); an existing file is
      replaced only with --force.

  npm run leads -- signups list [--since DATE] [--status STATUS] [--limit N]
      Newsletter sign-ups, newest first: address, consent time, page, delivery status.

  npm run leads -- signups export [--since DATE] [--status STATUS] [--out FILE] [--force]
      The sign-ups as CSV for a mailing tool (default: signups-YYYY-MM-DD.csv); an existing
      file is replaced only with --force.

  npm run leads -- retry HL-XXXXXXXX|NL-XXXXXXXX
      Puts a request's or sign-up's failed deliveries back in the queue; a running server
      sends them.

  npm run leads -- forget EMAIL
      Removes everything stored about one person: their contact requests, newsletter
      sign-ups and delivery jobs (pending, failed or delivered). The address matches in any
      case, with any spaces around it.

  npm run leads -- purge [--dry-run]
      Removes the contact requests and sign-ups received more than LEADS_RETENTION_DAYS
      days ago (default 730, 24 months), with their delivery jobs, and says what it removed
      and the cut-off time. --dry-run says what it would remove and removes nothing.

  npm run leads -- backup FILE
      A consistent copy of the SQLite database in FILE (readable by you only), taken while
      the servers run. With DATABASE_URL, use pg_dump instead (README, "Backup and restore").

  DATE is YYYY-MM-DD (midnight in Sydney) or an ISO 8601 time with Z or an offset,
  e.g. 2026-11-23T09:00+11:00. A request is failed if any delivery failed, else pending if
  any is still being tried, else delivered. Attempts count failed tries; claims count the
  times a server took a delivery on, so more claims than attempts + 1 means a send was
  repeated (a server stopped mid-delivery).

  list, export, backup and purge --dry-run only read, and are safe while the servers run;
  forget and purge change the database in one transaction each, also while they run.
`;

/** Wrong input on the command line: the message, the usage, exit status 2. */
export class UsageError extends Error {}

type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;
type OptionValues<T extends OptionSpec> = {
  [K in keyof T]?: T[K]['type'] extends 'boolean' ? boolean : string;
};

export function parseCommand<T extends OptionSpec>(
  args: string[],
  options: T,
): { values: OptionValues<T>; positionals: string[] } {
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
    return {
      values: parsed.values as OptionValues<T>,
      positionals: parsed.positionals,
    };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export const FILTER_OPTIONS = { since: { type: 'string' }, status: { type: 'string' } } as const;

function readStatus(text: string | undefined): DeliveryStatus | null {
  if (text === undefined) return null;
  if (isDeliveryStatus(text)) return text;
  throw new UsageError(`--status must be pending, delivered or failed, not "${text}".`);
}

function readSince(text: string | undefined): Date | null {
  if (text === undefined) return null;
  const since = parseSince(text);
  if (since === null) {
    throw new UsageError(
      `--since must be a date such as 2026-11-23 (midnight in Sydney) or an ISO 8601 time ` +
        `with Z or an offset such as 2026-11-23T09:00+11:00, not "${text}".`,
    );
  }
  return since;
}

export const readFilter = (values: { since?: string; status?: string }): LeadFilter => ({
  since: readSince(values.since),
  status: readStatus(values.status),
});

export const EXPORT_OPTIONS = {
  ...FILTER_OPTIONS,
  out: { type: 'string' },
  force: { type: 'boolean' },
} as const;

/** An export's filter, --out and --force, refused before the database is read. */
export function readExportOptions(values: {
  since?: string;
  status?: string;
  out?: string;
  force?: boolean;
}) {
  const filter = readFilter(values);
  if (values.out === '') throw new UsageError('--out needs a file name.');
  return { filter, target: { out: values.out, force: values.force === true } };
}

export function noPositionals(command: string, positionals: string[]): void {
  if (positionals.length > 0) {
    throw new UsageError(`${command} takes no arguments besides its options: "${positionals[0]}".`);
  }
}

export interface LeadWithStatus extends LeadRecord {
  status: LeadStatus;
}

export interface SignupWithStatus extends SignupRecord {
  status: LeadStatus;
}

export interface LeadFilter {
  since: Date | null;
  status: DeliveryStatus | null;
}

const withStatus = <T extends LeadRecord | SignupRecord>(
  records: readonly T[],
  status: DeliveryStatus | null,
) =>
  records
    .map((record) => ({ ...record, status: leadStatusOf(record.deliveries) }))
    .filter((record) => status === null || record.status === status);

export const findLeads = async (store: FormsStore, filter: LeadFilter): Promise<LeadWithStatus[]> =>
  withStatus(await store.staff.leads(filter.since), filter.status);

export const findSignups = async (
  store: FormsStore,
  filter: LeadFilter,
): Promise<SignupWithStatus[]> =>
  withStatus(await store.staff.signups(filter.since), filter.status);

type LeadStatus = DeliveryStatus | 'none';

const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(value);

/** A status from the jobs (one per channel): failed if any failed, since that needs a person. */
function leadStatusOf(jobs: readonly { status: DeliveryStatus }[]): LeadStatus {
  if (jobs.length === 0) return 'none';
  if (jobs.some((job) => job.status === 'failed')) return 'failed';
  if (jobs.some((job) => job.status === 'pending')) return 'pending';
  return 'delivered';
}

export const plural = (count: number, noun: string): string =>
  `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * A stored text on one line: control characters and line breaks as spaces, bidi and zero-width
 * characters left out.
 */
export function oneLine(text: string): string {
  return text
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim();
}
