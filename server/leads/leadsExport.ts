import type { LeadWithStatus } from './leadQuery';
import { leadFields } from '../store/formsStore';
import { spreadsheetCsv } from './spreadsheetCsv';
import { formatSydneyTime } from '../time/sydneyTime';
import { oneLine } from './textTable';

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

export const plural = (count: number, noun: string): string =>
  `${count} ${noun}${count === 1 ? '' : 's'}`;

export function deliveriesCell(lead: Pick<LeadWithStatus, 'deliveries'>): string {
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

export const serialiseLeads = (leads: readonly LeadWithStatus[], format: ExportFormat): string =>
  format === 'csv' ? toCsv(leads) : toJson(leads);
