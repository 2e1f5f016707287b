import type { Lead } from './leadQuery';
import { serviceLabel } from '../../src/lib/contactRules';
import { formatSydneyTime } from '../sydneyTime';
import { fitTo, oneLine, padTo } from './textCell';

interface Column {
  title: string;
  /** Longer values are cut with "…", so a row stays one line in a terminal. */
  maxWidth: number;
  value: (lead: Lead) => string;
}

/** The jobs' attempts, per channel when there are several: "3" or "email 3, webhook 1". */
function attemptsOf(lead: Lead): string {
  const [only] = lead.deliveries;
  if (only !== undefined && lead.deliveries.length === 1) return String(only.attempts);
  return lead.deliveries.map((job) => `${job.channel} ${job.attempts}`).join(', ');
}

/** The error that explains the status: a failed job's first, else any job's. */
function lastErrorOf(lead: Lead): string {
  const failed = lead.deliveries.filter((job) => job.status === 'failed');
  const job = [...failed, ...lead.deliveries].find((candidate) => candidate.last_error);
  return job?.last_error ? `${job.channel}: ${oneLine(job.last_error)}` : '';
}

const COLUMNS: readonly Column[] = [
  { title: 'Reference', maxWidth: 11, value: (lead) => lead.reference },
  { title: 'Received (Sydney)', maxWidth: 22, value: (lead) => formatSydneyTime(lead.created_at) },
  { title: 'Name', maxWidth: 24, value: (lead) => lead.name },
  { title: 'Email', maxWidth: 32, value: (lead) => lead.email },
  { title: 'Phone', maxWidth: 18, value: (lead) => lead.phone ?? '' },
  { title: 'Service', maxWidth: 28, value: (lead) => serviceLabel(lead.service) ?? '' },
  { title: 'Status', maxWidth: 9, value: (lead) => lead.status },
  { title: 'Attempts', maxWidth: 20, value: attemptsOf },
  { title: 'Last error', maxWidth: 48, value: lastErrorOf },
];

/** The leads as an aligned plain-text table, one line per request. */
export function leadsTable(leads: readonly Lead[]): string {
  const cells = leads.map((lead) =>
    COLUMNS.map((column) => fitTo(oneLine(column.value(lead)), column.maxWidth)),
  );
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.title.length, ...cells.map((row) => Array.from(row[index] ?? '').length)),
  );
  const line = (row: readonly string[]): string =>
    row
      .map((cell, index) => padTo(cell, widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width));
  return [COLUMNS.map((column) => column.title), rule, ...cells].map(line).join('\n') + '\n';
}
