// `export` and `signups export`: every field of what a filter finds, as CSV for a spreadsheet or
// a mailing tool, or as JSON, written whole to a file that is replaced only when staff say so.
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { leadFields } from '../store/formsStore';
import { PRIVATE_FILE_MODE } from '../store/privateFiles';
import { formatSydneyTime, sydneyDate } from '../time/sydneyTime';
import type { LeadsContext, LeadWithStatus, SignupWithStatus } from './commandLine';
import {
  EXPORT_OPTIONS,
  findLeads,
  findSignups,
  noPositionals,
  oneLine,
  parseCommand,
  plural,
  readExportOptions,
  storeFor,
  UsageError,
} from './commandLine';

function spreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([[...header], ...rows.map((row) => [...row])], {
    bom: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    // Line breaks beyond CR and LF, which some importers also end a line at.
    quoted_match: /[\v\f\u0085\u2028\u2029]/,
    escape_formulas: true,
    cast: { string: spreadsheetSafe },
  });
}

// The first characters after which csv-stringify's `escape_formulas` adds an apostrophe.
const ESCAPED_BY_CSV_STRINGIFY = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const FORMULA_BEHIND_BLANKS = /^[\p{White_Space}\p{Cc}\p{Cf}]*[=+\-@]/u;

const spreadsheetSafe = (value: string): string =>
  !ESCAPED_BY_CSV_STRINGIFY.test(value) && FORMULA_BEHIND_BLANKS.test(value.normalize('NFKC'))
    ? `'${value}`
    : value;

// Write beside and rename: a crash never leaves a half-written file under the name staff open.
function writeWhole(file: string, text: string): void {
  const partial = `${file}.partial-${process.pid}`;
  try {
    fs.rmSync(partial, { force: true });
    fs.writeFileSync(partial, text, { encoding: 'utf8', flag: 'wx', mode: PRIVATE_FILE_MODE });
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Where an export goes, and whether it may replace a file already there. */
interface ExportTarget {
  out: string | undefined;
  force: boolean;
}

function writeExport(
  context: LeadsContext,
  { out, force }: ExportTarget,
  fallback: string,
  text: string,
): string | null {
  const file = path.resolve(context.cwd ?? process.cwd(), out ?? fallback);
  // Yesterday's export, or one a colleague is reading, is not replaced by accident.
  if (!force && fs.existsSync(file)) {
    context.err.write(
      `${file} exists already: name another file with --out, or add --force to replace it.\n`,
    );
    return null;
  }
  try {
    writeWhole(file, text);
    return file;
  } catch (error) {
    // A missing folder or a file open in Excel (locked on Windows): say so, no stack trace.
    context.err.write(`Could not write ${file}: ${(error as Error).message}\n`);
    return null;
  }
}

function exportRows(
  context: LeadsContext,
  target: ExportTarget,
  fallback: string,
  text: string,
  { count, noun }: { count: number; noun: string },
): number {
  const file = writeExport(context, target, fallback, text);
  if (file === null) return 1;
  context.out.write(`Wrote ${count} ${noun}${count === 1 ? '' : 's'} to ${file}\n`);
  return 0;
}

const EXPORT_FORMATS = ['csv', 'json'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];

const isExportFormat = (value: string): value is ExportFormat =>
  (EXPORT_FORMATS as readonly string[]).includes(value);

const CSV_COLUMNS = [
  'reference',
  'received_at',
  'received_sydney',
  'name',
  'email',
  'phone',
  'service',
  'service_label',
  'message',
  'status',
  'deliveries',
] as const;

function deliveriesCell(lead: Pick<LeadWithStatus, 'deliveries'>): string {
  return lead.deliveries
    .map((job) => {
      const counts = `${plural(job.attempts, 'failed attempt')}, ${plural(job.claims, 'claim')}`;
      const error = job.last_error ? `: ${oneLine(job.last_error)}` : '';
      return `${job.channel} ${job.status} (${counts})${error}`;
    })
    .join('; ');
}

function exportRecord(lead: LeadWithStatus) {
  const { reference, created_at: receivedAt, ...fields } = leadFields(lead);
  return {
    reference,
    received_at: receivedAt,
    received_sydney: formatSydneyTime(receivedAt),
    ...fields,
    status: lead.status,
  };
}

function csvRow(lead: LeadWithStatus): Record<(typeof CSV_COLUMNS)[number], string> {
  const record = exportRecord(lead);
  return {
    ...record,
    phone: record.phone ?? '',
    service: record.service ?? '',
    service_label: record.service_label ?? '',
    deliveries: deliveriesCell(lead),
  };
}

function toCsv(leads: readonly LeadWithStatus[]): string {
  const rows = leads.map((lead) => {
    const row = csvRow(lead);
    return CSV_COLUMNS.map((column) => row[column]);
  });
  return spreadsheetCsv(CSV_COLUMNS, rows);
}

function toJson(leads: readonly LeadWithStatus[]): string {
  const records = leads.map((lead) => ({ ...exportRecord(lead), deliveries: lead.deliveries }));
  return `${JSON.stringify(records, null, 2)}\n`;
}

const serialiseLeads = (leads: readonly LeadWithStatus[], format: ExportFormat): string =>
  format === 'csv' ? toCsv(leads) : toJson(leads);

function readFormat(text: string | undefined): ExportFormat {
  if (text !== undefined && isExportFormat(text)) return text;
  throw new UsageError(
    text === undefined
      ? 'export needs --format csv or --format json.'
      : `--format must be csv or json, not "${text}".`,
  );
}

export async function exportCommand(args: string[], context: LeadsContext): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...EXPORT_OPTIONS,
    format: { type: 'string' },
  });
  noPositionals('export', positionals);
  const format = readFormat(values.format);
  const { filter, target } = readExportOptions(values);

  const leads = await findLeads(await storeFor(context, 'read'), filter);
  return exportRows(
    context,
    target,
    `leads-${sydneyDate(context.now)}.${format}`,
    serialiseLeads(leads, format),
    { count: leads.length, noun: 'request' },
  );
}

/** The columns a mailing tool imports: the address first, then the consent record. */
const SIGNUP_CSV_HEADER = [
  'email',
  'consented_at',
  'consented_sydney',
  'confirmed_at',
  'source_page',
  'reference',
  'status',
];

const signupCsvRow = (signup: SignupWithStatus): string[] => [
  signup.email,
  signup.consentedAt,
  formatSydneyTime(signup.consentedAt),
  signup.confirmedAt ?? '',
  signup.sourcePage,
  signup.reference,
  signup.status,
];

export async function exportSignups(args: string[], context: LeadsContext): Promise<number> {
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
    spreadsheetCsv(SIGNUP_CSV_HEADER, signups.map(signupCsvRow)),
    { count: signups.length, noun: 'confirmed sign-up' },
  );
}
