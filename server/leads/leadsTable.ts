import type { LeadWithStatus } from './leadQuery';
import { serviceLabel } from '@contract/contact/contactRules';
import { formatSydneyTime } from '../time/sydneyTime';
import type { Column } from './textTable';
import { lastErrorOf, perChannel, textTable } from './textTable';

const COLUMNS: readonly Column<LeadWithStatus>[] = [
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

export const leadsTable = (leads: readonly LeadWithStatus[]): string => textTable(COLUMNS, leads);
