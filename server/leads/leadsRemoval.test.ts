import fs from 'node:fs';
import Database from 'better-sqlite3';
import { loadCliSettings } from '../config/serverConfig';
import { sqliteFormsStore } from '../store/sqlite';
import { sqliteFixture } from '../store/test/storeFixtures';
import type { LeadsTestDatabase } from '../test/leadsFixtures';
import { addLead, addSignup, makeLeadsDatabase, runLeadsIn } from '../test/leadsFixtures';
import { describeForgetAndPurge } from '../test/leadsRemovalSuite';

describeForgetAndPurge('sqlite', sqliteFixture);

describe('sqlite: forget and purge on disk', () => {
  let leads: LeadsTestDatabase;
  beforeEach(() => {
    leads = makeLeadsDatabase();
    addLead(leads.db, {
      reference: 'HL-22222222',
      createdAt: '2026-11-20T00:00:00.000Z',
      name: 'Jo Person',
      email: 'jo@example.com',
      message: 'Please call me about the Wattle Street office.',
    });
    addSignup(leads.db, {
      reference: 'NL-22222222',
      email: 'Jo@Example.com',
      consentedAt: '2026-11-01T00:00:00.000Z',
    });
    addLead(leads.db, {
      reference: 'HL-33333333',
      createdAt: '2020-01-01T00:00:00.000Z',
      name: 'Old Enquiry',
      email: 'old@example.com',
      message: 'A quote for Banksia Lane, long ago.',
    });
    addLead(leads.db, {
      reference: 'HL-44444444',
      createdAt: '2026-11-21T00:00:00.000Z',
      name: 'Kept Enquiry',
      email: 'kept@example.com',
      message: 'A quote for Jacaranda Road, please.',
    });
  });
  afterEach(() => leads.cleanup());

  /** The database file and its write-ahead log, as bytes someone could read off the disk. */
  const onDisk = (): string =>
    ['', '-wal']
      .map((suffix) => `${leads.file}${suffix}`)
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file).toString('latin1'))
      .join('');

  it('leaves no copy of what they removed in the file or its log', async () => {
    const removed = ['Jo Person', 'Wattle Street', 'Old Enquiry', 'Banksia Lane'];
    for (const text of [...removed, 'Jacaranda Road']) expect(onDisk()).toContain(text);

    await runLeadsIn(leads.store, ['forget', 'jo@example.com']);
    await runLeadsIn(leads.store, ['purge'], { settings: loadCliSettings({}) });

    const bytes = onDisk();
    for (const text of removed) expect(bytes).not.toContain(text);
    expect(bytes.toLowerCase()).not.toContain('jo@example.com');
    expect(bytes).toContain('Jacaranda Road');
  });

  it('purge --dry-run runs on a read-only connection', async () => {
    const readOnly = new Database(leads.file, { readonly: true });
    try {
      const run = await runLeadsIn(sqliteFormsStore(readOnly, leads.file), ['purge', '--dry-run'], {
        settings: loadCliSettings({}),
      });
      expect(run.status).toBe(0);
      expect(run.out).toContain('Would remove what was received before 2024-11-23 11:00 AEDT');
      expect(run.out).toContain(': 1 contact request, 0 newsletter sign-ups and 1 delivery job.');
    } finally {
      readOnly.close();
    }
  });
});
