import { stringify } from 'csv-stringify/sync';
import type { Lead } from './leadQuery';
import { serviceLabel } from '../../src/lib/contactRules';
import { spreadsheetSafe } from './spreadsheetSafe';
import { formatSydneyTime } from '../sydneyTime';
import { oneLine } from './textCell';

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const isExportFormat = (value: string): value is ExportFormat =>
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

/** The jobs in one cell: "email delivered (1 attempt); webhook failed (9 attempts): 500 …". */
function deliveriesCell(lead: Lead): string {
  return lead.deliveries
    .map((job) => {
      const attempts = `${job.attempts} attempt${job.attempts === 1 ? '' : 's'}`;
      const error = job.last_error ? `: ${oneLine(job.last_error)}` : '';
      return `${job.channel} ${job.status} (${attempts})${error}`;
    })
    .join('; ');
}

function csvRow(lead: Lead): Record<(typeof CSV_COLUMNS)[number], string> {
  return {
    reference: lead.reference,
    received_at: lead.created_at,
    received_sydney: formatSydneyTime(lead.created_at),
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? '',
    service: lead.service ?? '',
    service_label: serviceLabel(lead.service) ?? '',
    message: lead.message,
    status: lead.status,
    deliveries: deliveriesCell(lead),
  };
}

/**
 * RFC 4180 CSV: a header row, CRLF line ends, fields quoted when they hold a comma, quote
 * or line break. It starts with a byte-order mark: without it Excel reads UTF-8 as the
 * PC's legacy code page and "Zoë" becomes "ZoÃ«".
 */
function toCsv(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => {
    const row = csvRow(lead);
    return CSV_COLUMNS.map((column) => spreadsheetSafe(row[column]));
  });
  return stringify([[...CSV_COLUMNS], ...rows], { bom: true, record_delimiter: 'windows' });
}

/** JSON for programs: every value exactly as stored, with the jobs as a list. */
function toJson(leads: readonly Lead[]): string {
  const records = leads.map((lead) => ({
    reference: lead.reference,
    received_at: lead.created_at,
    received_sydney: formatSydneyTime(lead.created_at),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    service_label: serviceLabel(lead.service),
    message: lead.message,
    status: lead.status,
    deliveries: lead.deliveries,
  }));
  return `${JSON.stringify(records, null, 2)}\n`;
}

export const serialiseLeads = (leads: readonly Lead[], format: ExportFormat): string =>
  format === 'csv' ? toCsv(leads) : toJson(leads);
