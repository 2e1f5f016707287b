import type { Db } from '../dbType';
import type { DeliveryStatus, LeadStatus } from './deliveryStatus';
import { leadStatusOf } from './deliveryStatus';

/** One delivery job of a request, as staff see it. */
export interface DeliveryJob {
  channel: 'email' | 'webhook';
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
}

/** A contact request with its delivery jobs; the internal id and the hashes stay out. */
export interface Lead {
  reference: string;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  status: LeadStatus;
  deliveries: DeliveryJob[];
}

export interface LeadFilter {
  since: Date | null;
  status: DeliveryStatus | null;
}

interface RequestRow extends Omit<Lead, 'status' | 'deliveries'> {
  id: number;
}

interface DeliveryRow extends DeliveryJob {
  contact_request_id: number;
}

/**
 * The requests matching the filter, newest first. Only SELECTs: list and export must be
 * safe to run beside the live server and must not change the database. The status is
 * derived in one place (deliveryStatus.ts), so requests are filtered by it after reading;
 * a small company's leads fit in memory many times over.
 */
export function findLeads(db: Db, filter: LeadFilter): Lead[] {
  const since = filter.since?.toISOString() ?? '';
  const requests = db
    .prepare(
      `SELECT id, reference, created_at, name, email, phone, service, message
       FROM contact_requests WHERE created_at >= ? ORDER BY created_at DESC, id DESC`,
    )
    .all(since) as RequestRow[];
  const deliveries = db
    .prepare(
      `SELECT d.contact_request_id, d.channel, d.status, d.attempts, d.next_attempt_at,
              d.last_error, d.delivered_at
       FROM contact_deliveries d JOIN contact_requests r ON r.id = d.contact_request_id
       WHERE r.created_at >= ? ORDER BY d.channel`,
    )
    .all(since) as DeliveryRow[];

  const jobsByRequest = new Map<number, DeliveryJob[]>();
  for (const { contact_request_id: requestId, ...job } of deliveries) {
    jobsByRequest.set(requestId, [...(jobsByRequest.get(requestId) ?? []), job]);
  }
  return requests
    .map(({ id, ...request }) => {
      const jobs = jobsByRequest.get(id) ?? [];
      return { ...request, status: leadStatusOf(jobs), deliveries: jobs };
    })
    .filter((lead) => filter.status === null || lead.status === filter.status);
}
