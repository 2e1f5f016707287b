import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../app';
import { CONTACT_REFERENCE_PATTERN, SCHEMA_VERSION } from './formsStore';
import { preparePosts } from '../reference-api/postsDatabase';
import { seedDatabase } from '../reference-api/seed/seedDatabase';
import { makeFakeDist } from '../test/testSupport';
import { formsSchema, SQLITE_TYPES } from './formsTables';
import {
  addContactDeliveries,
  addContactReferences,
  migrateSqlite,
  openSqliteDatabase,
  openSqliteFormsStore,
  readSqliteSchemaState,
  sqliteFormsStore,
} from './sqlite';
import { createInitialSchema } from './test/version1Schema';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-migration-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const enquiry = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: null,
  service: 'commercial',
  message: 'We need a quote for nightly cleaning of a two-level office in Parramatta.',
};

/** A database file as the version 1 server left it, with contact requests in it. */
function version1Database(file: string): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  createInitialSchema(db);
  db.pragma('user_version = 1');
  seedDatabase(db);
  const insert = db.prepare(
    `INSERT INTO contact_requests (id, idempotency_key, name, email, phone, service, message, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run(14, 'old-plaintext-key-0014', ...Object.values(enquiry), '2025-01-02T03:04:05.000Z');
  insert.run(
    15,
    null,
    'Sam Other',
    'sam@example.net',
    '0412 345 678',
    null,
    'Deep clean.',
    '2025-01-03T00:00:00.000Z',
  );
  db.close();
}

const columnsOf = (db: Database.Database, table = 'contact_requests') =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string }[]).map(
    (column) => `${column.name} ${column.type}`,
  );

const FORMS_TABLES = [
  'contact_requests',
  'newsletter_signups',
  'deliveries',
  'rate_limit_hits',
  'schema_version',
  'form_secrets',
];

describe('upgrading a version 1 database in place', () => {
  const file = path.join(dir, 'v1.sqlite');
  version1Database(file);
  const store = openSqliteFormsStore(file, { migrate: true });
  const db = new Database(file);
  afterAll(async () => {
    db.close();
    await store.close();
  });

  it('is at the current version with the rows, their ids and their contents kept', async () => {
    expect(await store.schemaState()).toEqual({ version: SCHEMA_VERSION, readableFrom: 4 });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const rows = db
      .prepare(
        'SELECT id, name, email, phone, service, message, created_at FROM contact_requests ORDER BY id',
      )
      .all();
    expect(rows).toEqual([
      { id: 14, ...enquiry, created_at: '2025-01-02T03:04:05.000Z' },
      {
        id: 15,
        name: 'Sam Other',
        email: 'sam@example.net',
        phone: '0412 345 678',
        service: null,
        message: 'Deep clean.',
        created_at: '2025-01-03T00:00:00.000Z',
      },
    ]);
  });

  it('gives every old row a distinct random reference', () => {
    const references = (
      db.prepare('SELECT reference FROM contact_requests').all() as { reference: string }[]
    ).map((row) => row.reference);
    for (const reference of references) expect(reference).toMatch(CONTACT_REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(references.length);
    const duplicate = () =>
      db
        .prepare(
          `INSERT INTO contact_requests (reference, body_hash, name, email, message, created_at)
                  VALUES (?, 'x', 'A B', 'a@b.au', 'Long enough.', '2025-01-04T00:00:00Z')`,
        )
        .run(references[0]);
    expect(duplicate).toThrow(/UNIQUE/);
  });

  it('queues an e-mail to the company for every request stored before the outbox', () => {
    const jobs = db
      .prepare(
        `SELECT r.id, d.channel, d.status, d.attempts, d.claims FROM deliveries d
         JOIN contact_requests r ON r.id = d.contact_request_id ORDER BY r.id`,
      )
      .all() as { id: number; channel: string; status: string; attempts: number }[];
    const ids = (
      db.prepare('SELECT id FROM contact_requests ORDER BY id').all() as { id: number }[]
    ).map((row) => row.id);
    expect(jobs.map((job) => job.id)).toEqual(ids);
    expect(jobs.map(({ id: _id, ...job }) => job)).toEqual([
      { channel: 'email', status: 'pending', attempts: 0, claims: 0 },
      { channel: 'email', status: 'pending', attempts: 0, claims: 0 },
    ]);
  });

  it('keeps only a hash of the old plaintext keys, in the table and in the file', () => {
    expect(columnsOf(db)).not.toContain('idempotency_key TEXT');
    const hashes = db
      .prepare('SELECT id, idempotency_key_hash FROM contact_requests ORDER BY id')
      .all();
    expect(hashes).toEqual([
      { id: 14, idempotency_key_hash: sha256('old-plaintext-key-0014') },
      { id: 15, idempotency_key_hash: null },
    ]);
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(fs.readFileSync(file).includes('old-plaintext-key-0014')).toBe(false);
  });

  it('answers a retry of an old request with its reference, and a reused key with 422', async () => {
    const distDir = makeFakeDist();
    const app = await buildApp({ forms: { store }, distDir, logLevel: 'silent' });
    const send = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/forms/contact-requests',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': 'old-plaintext-key-0014',
        },
        payload: body,
      });
    try {
      const { phone: _none, ...asSent } = enquiry;
      const retry = await send(asSent);
      expect(retry.statusCode).toBe(200);
      const { reference } = db
        .prepare('SELECT reference FROM contact_requests WHERE id = 14')
        .get() as { reference: string };
      expect(retry.json()).toEqual({
        data: { id: reference, created_at: '2025-01-02T03:04:05.000Z' },
      });
      expect((await send({ ...asSent, name: 'Someone Else' })).statusCode).toBe(422);
    } finally {
      await app.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('leaves the posts of the reference API that shared the file as they were', () => {
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM posts').get() as { n: number };
    expect(n).toBeGreaterThan(0);
  });

  it('opens an up-to-date database again without changing it', async () => {
    const before = db.prepare('SELECT * FROM contact_requests ORDER BY id').all();
    const again = openSqliteFormsStore(file, { migrate: true });
    try {
      expect(db.prepare('SELECT * FROM contact_requests ORDER BY id').all()).toEqual(before);
    } finally {
      await again.close();
    }
  });
});

describe('version 3 to 4: one outbox for both forms', () => {
  it('moves every contact job with its state, estimating claims from the attempts', () => {
    const db = new Database(':memory:');
    createInitialSchema(db);
    addContactReferences(db);
    addContactDeliveries(db);
    db.pragma('user_version = 3');
    const request = db.prepare(
      `INSERT INTO contact_requests (reference, body_hash, name, email, message, created_at)
       VALUES (?, 'h', 'A B', 'a@b.au', 'Long enough.', '2025-01-04T00:00:00.000Z')`,
    );
    const job = db.prepare(
      `INSERT INTO contact_deliveries
         (contact_request_id, channel, status, attempts, last_error, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, '2025-01-04T00:00:00.000Z', '2025-01-04T00:00:00.000Z')`,
    );
    const first = request.run('HL-22222222').lastInsertRowid;
    job.run(first, 'email', 'delivered', 2, null);
    job.run(first, 'webhook', 'failed', 9, 'HTTP 500');
    job.run(request.run('HL-33333333').lastInsertRowid, 'email', 'pending', 1, '451');
    expect(migrateSqlite(db)).toEqual({ from: 3, to: SCHEMA_VERSION });
    expect(
      db
        .prepare('SELECT channel, status, attempts, claims, last_error FROM deliveries ORDER BY id')
        .all(),
    ).toEqual([
      { channel: 'email', status: 'delivered', attempts: 2, claims: 3, last_error: null },
      { channel: 'webhook', status: 'failed', attempts: 9, claims: 9, last_error: 'HTTP 500' },
      { channel: 'email', status: 'pending', attempts: 1, claims: 1, last_error: '451' },
    ]);
    const hasOld = db
      .prepare("SELECT 1 FROM sqlite_master WHERE name = 'contact_deliveries'")
      .get();
    expect(hasOld).toBeUndefined();
    db.close();
  });
});

describe('version 5: screening, confirmed sign-ups, the digest', () => {
  it('keeps every job and sign-up, counts earlier sign-ups as confirmed, and takes the new channel', () => {
    const db = openSqliteDatabase(':memory:');
    db.exec(formsSchema(SQLITE_TYPES));
    db.prepare('INSERT INTO schema_version (version, readable_from) VALUES (4, 4)').run();
    db.pragma('user_version = 4');
    const signup = db
      .prepare(
        `INSERT INTO newsletter_signups (reference, email, email_key, source_page, consented_at)
         VALUES ('NL-22222222', 'a@b.au', 'a@b.au', '/', '2026-01-04T00:00:00.000Z')`,
      )
      .run().lastInsertRowid;
    db.prepare(
      `INSERT INTO deliveries (newsletter_signup_id, channel, status, attempts, claims, next_attempt_at, created_at)
       VALUES (?, 'email', 'failed', 3, 4, '2026-01-04T00:00:00.000Z', '2026-01-04T00:00:00.000Z')`,
    ).run(signup);
    expect(migrateSqlite(db)).toEqual({ from: 4, to: SCHEMA_VERSION });
    expect(readSqliteSchemaState(db)).toEqual({ version: 5, readableFrom: 4 });
    expect(
      db
        .prepare('SELECT reference, consented_at, confirmed_at, screened FROM newsletter_signups')
        .get(),
    ).toEqual({
      reference: 'NL-22222222',
      consented_at: '2026-01-04T00:00:00.000Z',
      // Taken before confirmation was asked for: consent was the sign-up itself.
      confirmed_at: '2026-01-04T00:00:00.000Z',
      screened: null,
    });
    expect(
      db.prepare('SELECT id, channel, status, attempts, claims, digest FROM deliveries').all(),
    ).toEqual([{ id: 1, channel: 'email', status: 'failed', attempts: 3, claims: 4, digest: 0 }]);
    db.prepare(
      `INSERT INTO deliveries (newsletter_signup_id, channel, next_attempt_at, created_at)
       VALUES (?, 'confirmation', '2026-01-05T00:00:00.000Z', '2026-01-05T00:00:00.000Z')`,
    ).run(signup);
    expect(() =>
      db
        .prepare(
          `INSERT INTO deliveries (newsletter_signup_id, channel, next_attempt_at, created_at)
           VALUES (?, 'sms', 'x', 'x')`,
        )
        .run(signup),
    ).toThrow(/CHECK constraint failed/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM form_secrets').get()).toEqual({ n: 1 });
    db.close();
  });
});

describe('a new database', () => {
  it('gets the forms’ tables as an upgraded one has them, and no posts tables of its own', () => {
    const fresh = openSqliteDatabase(':memory:');
    expect(migrateSqlite(fresh)).toEqual({ from: 0, to: SCHEMA_VERSION });
    const upgraded = new Database(':memory:');
    createInitialSchema(upgraded);
    upgraded.pragma('user_version = 1');
    migrateSqlite(upgraded);
    for (const table of FORMS_TABLES)
      expect(columnsOf(fresh, table)).toEqual(columnsOf(upgraded, table));
    const tables = (
      fresh.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    expect(tables.sort()).toEqual([...FORMS_TABLES].sort());
    fresh.close();
    upgraded.close();
  });

  it('takes the forms’ tables beside a reference API that created its posts first', () => {
    const db = preparePosts(openSqliteDatabase(':memory:'));
    expect(migrateSqlite(db).to).toBe(SCHEMA_VERSION);
    expect(readSqliteSchemaState(db)).toEqual({ version: SCHEMA_VERSION, readableFrom: 4 });
    db.close();
  });
});

describe('which databases a server runs against', () => {
  const withState = (version: number, readableFrom: number): string => {
    const file = path.join(dir, `state-${version}-${readableFrom}.sqlite`);
    const db = openSqliteDatabase(file);
    migrateSqlite(db);
    db.prepare('UPDATE schema_version SET version = ?, readable_from = ?').run(
      version,
      readableFrom,
    );
    db.pragma(`user_version = ${version}`);
    db.close();
    return file;
  };

  it('refuses an older schema unless asked to migrate, naming npm run migrate', () => {
    const file = path.join(dir, 'behind.sqlite');
    version1Database(file);
    expect(() => openSqliteFormsStore(file, { migrate: false })).toThrow(
      /schema version 1; this server needs 5\. Run `npm run migrate` first, or start the server with MIGRATE_ON_START=true/,
    );
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    db.close();
  });

  it('runs against a newer schema that stays readable by this version (a rolling deploy)', async () => {
    const store = openSqliteFormsStore(withState(SCHEMA_VERSION + 1, SCHEMA_VERSION), {
      migrate: true,
    });
    expect(await store.schemaState()).toEqual({
      version: SCHEMA_VERSION + 1,
      readableFrom: SCHEMA_VERSION,
    });
    await store.close();
  });

  it('refuses a newer schema that this version cannot read', () => {
    expect(() =>
      openSqliteFormsStore(withState(SCHEMA_VERSION + 2, SCHEMA_VERSION + 1), { migrate: true }),
    ).toThrow(/which servers before version 6 cannot use/);
  });

  it('wraps an open database for tests and tools without touching its schema', async () => {
    const db = openSqliteDatabase(':memory:');
    const store = sqliteFormsStore(db, ':memory:');
    expect(await store.schemaState()).toEqual({ version: 0, readableFrom: 0 });
    await store.close();
  });
});
