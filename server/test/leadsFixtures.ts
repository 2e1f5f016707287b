import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db';
import type { Db } from '../dbType';
import type { DbAccess, TextOutput } from '../leads/leadsContext';
import { runLeads } from '../leads/runLeads';

/** Test helper: a site database in a temporary folder, at the current schema. */
export interface LeadsTestDatabase {
  dir: string;
  file: string;
  db: Db;
  cleanup: () => void;
}

export function makeLeadsDatabase(): LeadsTestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-leads-'));
  const file = path.join(dir, 'leads.sqlite');
  const db = openDatabase(file);
  return {
    dir,
    file,
    db,
    cleanup: () => {
      if (db.open) db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestJob {
  channel?: 'email' | 'webhook';
  status: 'pending' | 'delivered' | 'failed';
  attempts?: number;
  lastError?: string | null;
  nextAttemptAt?: string;
}

export interface TestLead {
  reference: string;
  createdAt: string;
  name?: string;
  email?: string;
  phone?: string | null;
  service?: string | null;
  message?: string;
  jobs?: TestJob[];
}

/** Inserts a contact request and its delivery jobs as the server and its worker would. */
export function addLead(db: Db, lead: TestLead): void {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO contact_requests
         (reference, idempotency_key_hash, body_hash, name, email, phone, service, message, created_at)
       VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      lead.reference,
      `hash-of-${lead.reference}`,
      lead.name ?? 'Sam Citizen',
      lead.email ?? 'sam@example.com.au',
      lead.phone === undefined ? '02 9000 0000' : lead.phone,
      lead.service === undefined ? 'commercial' : lead.service,
      lead.message ?? 'Please quote for a weekly office clean.',
      lead.createdAt,
    );
  const insertJob = db.prepare(
    `INSERT INTO contact_deliveries
       (contact_request_id, channel, status, attempts, next_attempt_at, last_error, delivered_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const job of lead.jobs ?? [{ status: 'delivered', attempts: 1 }]) {
    insertJob.run(
      lastInsertRowid,
      job.channel ?? 'email',
      job.status,
      job.attempts ?? 0,
      job.nextAttemptAt ?? lead.createdAt,
      job.lastError ?? null,
      job.status === 'delivered' ? lead.createdAt : null,
      lead.createdAt,
    );
  }
}

/** Everything a test might compare to prove a command changed nothing. */
export const leadsSnapshot = (db: Db): unknown => ({
  requests: db.prepare('SELECT * FROM contact_requests ORDER BY id').all(),
  deliveries: db.prepare('SELECT * FROM contact_deliveries ORDER BY id').all(),
});

/** Collects what a command writes, for runLeads's `out` and `err`. */
export function captureText(): TextOutput & { text: () => string } {
  let written = '';
  return {
    write: (chunk: string) => {
      written += chunk;
      return true;
    },
    text: () => written,
  };
}

/** Runs the leads command line in-process; what it printed and its exit status. */
export function runLeadsIn(
  db: Db | ((access: DbAccess) => Db),
  argv: string[],
  { now = new Date('2026-11-23T00:00:00.000Z'), cwd = os.tmpdir() } = {},
): { status: number; out: string; err: string } {
  const out = captureText();
  const err = captureText();
  const status = runLeads(argv, { db, out, err, now, cwd });
  return { status, out: out.text(), err: err.text() };
}
