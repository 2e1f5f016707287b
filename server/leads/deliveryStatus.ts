import type { DeliveryStatus } from '../store/storeRecords';
import { DELIVERY_STATUSES } from '../store/storeRecords';

export type { DeliveryStatus };

/** A request's or sign-up's state as staff see it; `none` only for one without any job. */
export type LeadStatus = DeliveryStatus | 'none';

export const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(value);

/**
 * A status from the jobs (one per channel): failed if any failed, since that needs a
 * person; else pending if any is still on its way; else delivered.
 */
export function leadStatusOf(jobs: readonly { status: DeliveryStatus }[]): LeadStatus {
  if (jobs.length === 0) return 'none';
  if (jobs.some((job) => job.status === 'failed')) return 'failed';
  if (jobs.some((job) => job.status === 'pending')) return 'pending';
  return 'delivered';
}
