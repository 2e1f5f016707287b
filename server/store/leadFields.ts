import { serviceLabel } from '@/lib/contactRules';
import type { Lead } from './storeRecords';

export const leadFields = (lead: Lead) => ({
  reference: lead.reference,
  created_at: lead.createdAt,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  service: lead.service,
  service_label: serviceLabel(lead.service),
  message: lead.message,
});
