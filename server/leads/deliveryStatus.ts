/** A delivery job's state (contact_deliveries.status, see migrations/v3ContactDeliveries.ts). */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A request's state as staff see it; `none` only for a request that has no job at all. */
export type LeadStatus = DeliveryStatus | 'none';

export const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(value);

/**
 * A request's status from its jobs (one per channel): failed if any failed, since that
 * needs a person; else pending if any is still on its way; else delivered.
 */
export function leadStatusOf(jobs: readonly { status: DeliveryStatus }[]): LeadStatus {
  if (jobs.length === 0) return 'none';
  if (jobs.some((job) => job.status === 'failed')) return 'failed';
  if (jobs.some((job) => job.status === 'pending')) return 'pending';
  return 'delivered';
}
