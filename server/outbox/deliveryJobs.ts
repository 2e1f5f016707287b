import type { Db } from '../dbType';
import { statement } from '../preparedStatements';

/** The ways a contact request reaches the company (one job each, table contact_deliveries). */
export type DeliveryChannel = 'email' | 'webhook';

/** A stored contact request, as the e-mail and the webhook present it. */
export interface Lead {
  reference: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
}

export interface DeliveryJob {
  id: number;
  channel: DeliveryChannel;
  /** Failed attempts so far. */
  attempts: number;
  /** When the job was queued: the give-up limit counts from here. */
  createdAt: string;
  lead: Lead;
}

/** Queues one job per channel; called inside the transaction that stores the request. */
export function enqueueDeliveries(
  db: Db,
  contactRequestId: number | bigint,
  channels: readonly DeliveryChannel[],
  now: Date,
): void {
  const insert = statement(
    db,
    `INSERT INTO contact_deliveries
       (contact_request_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)`,
  );
  const at = now.toISOString();
  for (const channel of channels) insert.run(contactRequestId, channel, at, at);
}

interface JobRow {
  id: number;
  channel: DeliveryChannel;
  attempts: number;
  job_created_at: string;
  reference: string;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
}

const toJob = (row: JobRow): DeliveryJob => ({
  id: row.id,
  channel: row.channel,
  attempts: row.attempts,
  createdAt: row.job_created_at,
  lead: {
    reference: row.reference,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
  },
});

// Channels and the jobs already in flight travel as JSON arrays: one prepared statement fits all.
const PENDING_FOR_CHANNELS = `d.status = 'pending'
  AND d.channel IN (SELECT value FROM json_each(?))
  AND d.id NOT IN (SELECT value FROM json_each(?))`;

/** Pending jobs due by `now` on the given channels, oldest first, skipping those in flight. */
export function dueJobs(
  db: Db,
  channels: readonly DeliveryChannel[],
  inFlight: readonly number[],
  now: Date,
  limit: number,
): DeliveryJob[] {
  const rows = statement(
    db,
    `SELECT d.id, d.channel, d.attempts, d.created_at AS job_created_at,
            r.reference, r.created_at, r.name, r.email, r.phone, r.service, r.message
     FROM contact_deliveries d JOIN contact_requests r ON r.id = d.contact_request_id
     WHERE ${PENDING_FOR_CHANNELS} AND d.next_attempt_at <= ?
     ORDER BY d.next_attempt_at, d.id LIMIT ?`,
  ).all(JSON.stringify(channels), JSON.stringify(inFlight), now.toISOString(), limit) as JobRow[];
  return rows.map(toJob);
}

/** When the next pending job on these channels falls due; null when none is waiting. */
export function nextDueAt(
  db: Db,
  channels: readonly DeliveryChannel[],
  inFlight: readonly number[],
): Date | null {
  const row = statement(
    db,
    `SELECT MIN(d.next_attempt_at) AS due FROM contact_deliveries d WHERE ${PENDING_FOR_CHANNELS}`,
  ).get(JSON.stringify(channels), JSON.stringify(inFlight)) as { due: string | null };
  return row.due === null ? null : new Date(row.due);
}

// Each update applies only to a job still pending: staff may have changed it meanwhile.
export function markDelivered(db: Db, id: number, now: Date): void {
  statement(
    db,
    `UPDATE contact_deliveries SET status = 'delivered', delivered_at = ?, last_error = NULL
     WHERE id = ? AND status = 'pending'`,
  ).run(now.toISOString(), id);
}

export function markForRetry(db: Db, id: number, error: string, nextAttemptAt: Date): void {
  statement(
    db,
    `UPDATE contact_deliveries SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?
     WHERE id = ? AND status = 'pending'`,
  ).run(error, nextAttemptAt.toISOString(), id);
}

export function markFailed(db: Db, id: number, error: string): void {
  statement(
    db,
    `UPDATE contact_deliveries SET status = 'failed', attempts = attempts + 1, last_error = ?
     WHERE id = ? AND status = 'pending'`,
  ).run(error, id);
}
