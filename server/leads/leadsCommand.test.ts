import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../config/serverConfig';
import { openPostgresFormsStore } from '../store/postgres';
import { compileServerIfStale } from '../test/compiledServer';
import { freshPostgresDatabase } from '../test/postgresDatabase';
import Database from 'better-sqlite3';
import type { LeadsTestDatabase } from '../test/leadsFixtures';
import { addLead, leadsSnapshot, makeLeadsDatabase } from '../test/leadsFixtures';
import { addSampleLeads } from '../test/leadsSample';

const run = promisify(execFile);

// `npm run leads` runs the compiled command.
beforeAll(compileServerIfStale);

let leads: LeadsTestDatabase;
beforeEach(() => {
  leads = makeLeadsDatabase();
  addSampleLeads(leads.db);
  // Closed, as after the server stops: the command opens the file itself.
  leads.db.close();
});
afterEach(() => leads.cleanup());

/** The real command, as staff type it, against the test database (or the one `env` names). */
const npmLeads = (args: string[], dbPath = leads.file, env: Record<string, string> = {}) =>
  run('npm', ['run', '--silent', 'leads', '--', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DB_PATH: dbPath, ...env },
    timeout: 60_000,
  });

function snapshot(): unknown {
  const db = new Database(leads.file, { readonly: true });
  const taken = leadsSnapshot(db);
  db.close();
  return taken;
}

describe('npm run leads', () => {
  it('lists, exports and retries with DB_PATH, and refuses a missing database', async () => {
    const before = snapshot();
    const listed = await npmLeads(['list', '--status', 'failed']);
    expect(listed.stdout).toMatch(/^HL-22222222 +2026-11-21 09:15 AEDT +Zoë Nguyen /m);
    expect(listed.stdout).toContain('2 requests, newest first.');

    const file = path.join(leads.dir, 'export.csv');
    const exported = await npmLeads(['export', '--format', 'csv', '--out', file]);
    expect(exported.stdout).toBe(`Wrote 4 requests to ${file}\n`);
    expect(fs.readFileSync(file, 'utf8').split('\r\n')).toHaveLength(4 + 2);
    expect(snapshot()).toEqual(before);

    const retried = await npmLeads(['retry', 'HL-22222222']);
    expect(retried.stdout).toContain('HL-22222222: email delivery back to pending, due now');
    expect(snapshot()).not.toEqual(before);

    const missing = path.join(leads.dir, 'missing.sqlite');
    await expect(npmLeads(['list'], missing)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`There is no database at ${missing}.`),
    });
    expect(fs.existsSync(missing)).toBe(false);
  }, 120_000);

  it('forgets a person, and purges by LEADS_RETENTION_DAYS, refusing a bad value', async () => {
    const forgot = await npmLeads(['forget', 'Zoe@Example.com.au']);
    expect(forgot.stdout).toBe(
      'Removed 1 contact request, 0 newsletter sign-ups and 1 delivery job for zoe@example.com.au.\n',
    );
    await expect(npmLeads(['forget'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(
        /^forget needs exactly one e-mail address.*npm run leads -- forget EMAIL/s,
      ),
    });

    // A retention whose cut-off falls in the day after 1 April 2026 whenever the test runs:
    // the sample's requests (July to November 2026) are younger, one of New Year's Day older.
    const db = new Database(leads.file);
    addLead(db, { reference: 'HL-11111111', createdAt: '2026-01-01T00:00:00.000Z' });
    db.close();
    const days = Math.floor((Date.now() - Date.parse('2026-04-01T00:00:00Z')) / 86_400_000);
    const retention = { LEADS_RETENTION_DAYS: String(days) };
    const purged = await npmLeads(['purge'], leads.file, retention);
    expect(purged.stdout).toMatch(
      new RegExp(
        `^Removed what was received before 2026-04-0[12] \\d\\d:\\d\\d AEDT, ${days} days ago ` +
          '\\(LEADS_RETENTION_DAYS\\): 1 contact request, 0 newsletter sign-ups and 1 delivery job\\.\n$',
      ),
    );
    const listed = (await npmLeads(['list'])).stdout;
    expect(listed).not.toContain('HL-11111111');
    expect(listed).not.toContain('zoe@example.com.au');
    expect(listed).toContain('3 requests, newest first.');

    await expect(
      npmLeads(['purge', '--dry-run'], leads.file, { LEADS_RETENTION_DAYS: '24 months' }),
    ).rejects.toMatchObject({
      code: 1,
      stderr:
        'LEADS_RETENTION_DAYS must be a whole number of days from 1 to 36500, such as 730 ' +
        '(24 months); got "24 months".\n',
    });
  }, 120_000);

  it('reads and forgets the requests and sign-ups in the PostgreSQL database DATABASE_URL names', async () => {
    const database = await freshPostgresDatabase();
    try {
      const store = await openPostgresFormsStore(database.url, {
        migrate: true,
        onError: () => undefined,
      });
      const saved = await store.saveContactRequest(
        {
          name: 'Robin Postgres',
          email: 'robin@example.com.au',
          phone: null,
          service: 'deep',
          message: 'A deep clean before we move in.',
          idempotencyKey: null,
        },
        new Date('2026-11-20T22:15:00.000Z'),
        ['email'],
      );
      await store.saveSignup(
        { email: 'reader@example.com.au', sourcePage: '/blog' },
        new Date('2026-11-21T00:00:00.000Z'),
        ['email'],
      );
      await store.close();
      const env = { DATABASE_URL: database.url };
      const listed = await npmLeads(['list'], leads.file, env);
      const reference = saved.kind === 'created' ? saved.receipt.reference : '';
      expect(listed.stdout).toMatch(
        new RegExp(`^${reference} +2026-11-21 09:15 AEDT +Robin Postgres .* pending +0 +0$`, 'm'),
      );
      const signups = await npmLeads(['signups', 'list'], leads.file, env);
      expect(signups.stdout).toMatch(
        /^NL-\w{8} +2026-11-21 11:00 AEDT +reader@example\.com\.au +not yet +\/blog +pending/m,
      );

      const forgot = await npmLeads(['forget', 'robin@example.com.au'], leads.file, env);
      expect(forgot.stdout).toBe(
        'Removed 1 contact request, 0 newsletter sign-ups and 1 delivery job for robin@example.com.au.\n',
      );
      expect((await npmLeads(['list'], leads.file, env)).stdout).toBe(
        'No contact requests match.\n',
      );
    } finally {
      await database.drop();
    }
  }, 120_000);
});
