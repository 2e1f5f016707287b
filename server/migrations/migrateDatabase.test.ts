import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../app';
import { CONTACT_REFERENCE_PATTERN } from '../contact/contactReference';
import { openDatabase } from '../db';
import { seedDatabase } from '../seed/seedDatabase';
import { makeFakeDist } from '../test/testSupport';
import { SCHEMA_VERSION } from './migrateDatabase';
import { createInitialSchema } from './v1InitialSchema';

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

const columnsOf = (db: Database.Database) =>
  (db.prepare('PRAGMA table_info(contact_requests)').all() as { name: string }[]).map(
    (column) => column.name,
  );

describe('upgrading a version 1 database in place', () => {
  const file = path.join(dir, 'v1.sqlite');
  version1Database(file);
  const db = openDatabase(file);
  afterAll(() => db.close());

  it('is at the current version with the rows, their ids and their contents kept', () => {
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
        `SELECT r.id, d.channel, d.status, d.attempts FROM contact_deliveries d
         JOIN contact_requests r ON r.id = d.contact_request_id ORDER BY r.id`,
      )
      .all() as { id: number; channel: string; status: string; attempts: number }[];
    const ids = (
      db.prepare('SELECT id FROM contact_requests ORDER BY id').all() as { id: number }[]
    ).map((row) => row.id);
    expect(jobs.map((job) => job.id)).toEqual(ids);
    expect(new Set(jobs.map((job) => `${job.channel} ${job.status} ${job.attempts}`))).toEqual(
      new Set(['email pending 0']),
    );
  });

  it('keeps only a hash of the old plaintext keys, in the table and in the file', () => {
    expect(columnsOf(db)).not.toContain('idempotency_key');
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
    const app = await buildApp({ db, distDir, logLevel: 'silent' });
    const send = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/contact-requests',
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
        .get() as {
        reference: string;
      };
      expect(retry.json()).toEqual({
        data: { id: reference, created_at: '2025-01-02T03:04:05.000Z' },
      });
      expect((await send({ ...asSent, name: 'Someone Else' })).statusCode).toBe(422);
    } finally {
      await app.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('opens an up-to-date database again without changing it', () => {
    const before = db.prepare('SELECT * FROM contact_requests ORDER BY id').all();
    const again = openDatabase(file);
    try {
      expect(again.prepare('SELECT * FROM contact_requests ORDER BY id').all()).toEqual(before);
    } finally {
      again.close();
    }
  });

  it('refuses a database written by a newer release', () => {
    const newer = path.join(dir, 'newer.sqlite');
    const db3 = new Database(newer);
    db3.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db3.close();
    expect(() => openDatabase(newer)).toThrow(/newer/);
  });
});
