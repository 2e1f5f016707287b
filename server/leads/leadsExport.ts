import type { Lead } from './leadQuery';
import { serviceLabel } from '@/lib/contactRules';
import { spreadsheetCsv } from './spreadsheetCsv';
import { formatSydneyTime } from './sydneyTime';
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

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The jobs in one cell: "email delivered (0 failed attempts, 1 claim); webhook failed (9
 * failed attempts, 9 claims): 500 …". More claims than attempts + 1 means a send was repeated.
 */
export function deliveriesCell(lead: Pick<Lead, 'deliveries'>): string {
  return lead.deliveries
    .map((job) => {
      const counts = `${plural(job.attempts, 'failed attempt')}, ${plural(job.claims, 'claim')}`;
      const error = job.last_error ? `: ${oneLine(job.last_error)}` : '';
      return `${job.channel} ${job.status} (${counts})${error}`;
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

/** The CSV for spreadsheets (spreadsheetCsv.ts): every field, the jobs in one cell. */
function toCsv(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => {
    const row = csvRow(lead);
    return CSV_COLUMNS.map((column) => row[column]);
  });
  return spreadsheetCsv(CSV_COLUMNS, rows);
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
