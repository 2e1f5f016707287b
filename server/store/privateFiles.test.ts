import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCliSettings } from '../config/serverConfig';
import { addLead, addSignup, makeLeadsDatabase, runLeadsIn } from '../test/leadsFixtures';
import { openSqliteFormsStore } from './sqlite';

/** What visitors sent is on disk for the account that runs the server alone. */
const modeOf = (file: string): string => (fs.statSync(file).mode & 0o777).toString(8);

let dir: string;
let previousUmask: number;
beforeAll(() => {
  // The usual umask, under which a file is otherwise created readable by everyone.
  previousUmask = process.umask(0o022);
});
afterAll(() => process.umask(previousUmask));
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-private-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('files holding personal data', () => {
  it('creates the database folder and the SQLite database, -wal and -shm for the owner alone', async () => {
    const { DB_PATH: dbPath } = loadCliSettings({
      DB_PATH: path.join(dir, 'data', 'site.sqlite'),
    });
    const store = openSqliteFormsStore(dbPath, { migrate: true });
    try {
      await store.saveContactRequest(
        {
          name: 'Jordan Lee',
          email: 'jordan@example.com.au',
          phone: null,
          service: null,
          message: 'Please quote for a weekly clean.',
          idempotencyKey: null,
        },
        new Date(),
        ['email'],
      );
      expect({
        folder: modeOf(path.dirname(dbPath)),
        database: modeOf(dbPath),
        wal: modeOf(`${dbPath}-wal`),
        shm: modeOf(`${dbPath}-shm`),
      }).toEqual({ folder: '700', database: '600', wal: '600', shm: '600' });
    } finally {
      await store.close();
    }
  });

  it('writes the staff exports for the owner alone, also over a file anyone could read', async () => {
    const leads = makeLeadsDatabase();
    try {
      addLead(leads.db, { reference: 'HL-22222222', createdAt: '2026-11-20T22:15:00.000Z' });
      addSignup(leads.db, {
        reference: 'NL-22222222',
        email: 'facilities@school.edu.au',
        consentedAt: '2026-11-20T22:15:00.000Z',
      });
      const csv = path.join(dir, 'leads.csv');
      fs.writeFileSync(csv, 'an older export', { mode: 0o644 });
      const runs = [
        // Replacing a file takes --force: an export never overwrites one by accident.
        await runLeadsIn(leads.store, ['export', '--format', 'csv', '--out', csv, '--force']),
        await runLeadsIn(leads.store, ['export', '--format', 'json'], { cwd: dir }),
        await runLeadsIn(leads.store, ['signups', 'export'], { cwd: dir }),
      ];
      expect(runs.map((run) => run.status)).toEqual([0, 0, 0]);
      expect(
        Object.fromEntries(fs.readdirSync(dir).map((name) => [name, modeOf(path.join(dir, name))])),
      ).toEqual({
        'leads.csv': '600',
        'leads-2026-11-23.json': '600',
        'signups-2026-11-23.csv': '600',
      });
    } finally {
      leads.cleanup();
    }
  });
});
