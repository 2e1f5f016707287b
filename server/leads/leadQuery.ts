import type { DeliveryStatus, FormsStore, LeadRecord, SignupRecord } from '../store/formsStore';
import { DELIVERY_STATUSES } from '../store/formsStore';

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

export type { DeliveryStatus };

export type LeadStatus = DeliveryStatus | 'none';

export const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(value);

/** A status from the jobs (one per channel): failed if any failed, since that needs a person. */
export function leadStatusOf(jobs: readonly { status: DeliveryStatus }[]): LeadStatus {
  if (jobs.length === 0) return 'none';
  if (jobs.some((job) => job.status === 'failed')) return 'failed';
  if (jobs.some((job) => job.status === 'pending')) return 'pending';
  return 'delivered';
}
