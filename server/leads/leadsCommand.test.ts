import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../config';
import Database from 'better-sqlite3';
import type { LeadsTestDatabase } from '../test/leadsFixtures';
import { leadsSnapshot, makeLeadsDatabase } from '../test/leadsFixtures';
import { addSampleLeads } from '../test/leadsSample';

const run = promisify(execFile);

let leads: LeadsTestDatabase;
beforeEach(() => {
  leads = makeLeadsDatabase();
  addSampleLeads(leads.db);
  // Closed, as after the server stops: the command opens the file itself.
  leads.db.close();
});
afterEach(() => leads.cleanup());

/** The real command, as staff type it, against the test database. */
const npmLeads = (args: string[], dbPath = leads.file) =>
  run('npm', ['run', '--silent', 'leads', '--', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DB_PATH: dbPath },
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
});
