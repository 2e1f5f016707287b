import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../store/sqlite';
import type { CliSettings } from '../config/serverConfig';
import type { DbAccess, TextOutput } from '../leads/commandLine';
import { runLeads } from '../leads/runLeads';
import type { FormsStore } from '../store/formsStore';
import { migrateSqlite, openSqliteDatabase, sqliteFormsStore } from '../store/sqlite';

/** Test helper: a site database in a temporary folder, at the current schema. */
export interface LeadsTestDatabase {
  dir: string;
  file: string;
  db: Db;
  store: FormsStore;
  cleanup: () => void;
}

export function makeLeadsDatabase(): LeadsTestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-leads-'));
  const file = path.join(dir, 'leads.sqlite');
  const db = openSqliteDatabase(file);
  migrateSqlite(db);
  return {
    dir,
    file,
    db,
    store: sqliteFormsStore(db, file),
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
  /** The times a worker took it; by default its attempts, and one more when delivered. */
  claims?: number;
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

/** Delivery jobs as the worker leaves them; one delivered e-mail job by default. */
function insertJobs(
  db: Db,
  owner: 'contact_request_id' | 'newsletter_signup_id',
  ownerId: number | bigint,
  jobs: TestJob[] = [{ status: 'delivered', attempts: 1 }],
  createdAt: string,
): void {
  const insert = db.prepare(
    `INSERT INTO deliveries
       (${owner}, channel, status, attempts, claims, next_attempt_at, last_error, delivered_at,
        created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const job of jobs) {
    insert.run(
      ownerId,
      job.channel ?? 'email',
      job.status,
      job.attempts ?? 0,
      job.claims ?? (job.attempts ?? 0) + (job.status === 'delivered' ? 1 : 0),
      job.nextAttemptAt ?? createdAt,
      job.lastError ?? null,
      job.status === 'delivered' ? createdAt : null,
      createdAt,
    );
  }
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
  insertJobs(db, 'contact_request_id', lastInsertRowid, lead.jobs, lead.createdAt);
}

export interface TestSignup {
  reference: string;
  email: string;
  consentedAt: string;
  sourcePage?: string;
  /** When its owner confirmed it; a minute after consent unless null (still waiting). */
  confirmedAt?: string | null;
  jobs?: TestJob[];
}

/** Inserts a newsletter sign-up and its delivery jobs as the server and its worker would. */
export function addSignup(db: Db, signup: TestSignup): void {
  const confirmedAt =
    signup.confirmedAt === undefined
      ? new Date(new Date(signup.consentedAt).getTime() + 60_000).toISOString()
      : signup.confirmedAt;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO newsletter_signups (reference, email, email_key, source_page, consented_at, confirmed_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      signup.reference,
      signup.email,
      signup.email.toLowerCase(),
      signup.sourcePage ?? '/',
      signup.consentedAt,
      confirmedAt,
    );
  insertJobs(db, 'newsletter_signup_id', lastInsertRowid, signup.jobs, signup.consentedAt);
}

/** Everything a test might compare to prove a command changed nothing. */
export const leadsSnapshot = (db: Db): unknown => ({
  requests: db.prepare('SELECT * FROM contact_requests ORDER BY id').all(),
  signups: db.prepare('SELECT * FROM newsletter_signups ORDER BY id').all(),
  deliveries: db.prepare('SELECT * FROM deliveries ORDER BY id').all(),
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
export async function runLeadsIn(
  store: FormsStore | ((access: DbAccess) => Promise<FormsStore>),
  argv: string[],
  {
    now = new Date('2026-11-23T00:00:00.000Z'),
    cwd = os.tmpdir(),
    settings,
  }: { now?: Date; cwd?: string; settings?: CliSettings } = {},
): Promise<{ status: number; out: string; err: string }> {
  const out = captureText();
  const err = captureText();
  const status = await runLeads(argv, { store, out, err, now, cwd, settings });
  return { status, out: out.text(), err: err.text() };
}
