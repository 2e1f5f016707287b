import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../config/serverConfig';
import { openSqliteFormsStore } from '../store/sqlite';
import { compileServerIfStale } from '../test/compiledServer';
import type { RunningServer } from '../test/serverProcess';
import { startServerProcess } from '../test/serverProcess';
import { runLeads } from './runLeads';
import { serverProcessScratch } from '../test/serverProcessScratch';

/**
 * `npm run leads -- backup FILE` while a real server takes requests and sign-ups as fast as
 * it can: the copy is whole and consistent, readable by its owner only, and a fresh server
 * started on it after the README's restore steps has every request and sign-up that was
 * acknowledged before the backup began.
 */
jest.setTimeout(90_000);

const run = promisify(execFile);
const { dir, distDir } = serverProcessScratch('harbourline-backup-', { withServerBundle: true });

const servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

// `npm run leads` runs the compiled command.
beforeAll(compileServerIfStale);

const npmLeads = (args: string[], dbPath: string) =>
  run('npm', ['run', '--silent', 'leads', '--', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DB_PATH: dbPath },
    timeout: 60_000,
  });

interface Acknowledged {
  at: number;
  /** A contact request's reference, or a sign-up's address. */
  key: string;
}

/** Clients sending contact requests and sign-ups one after another until told to stop. */
function writeLoad(origin: string, clients: number) {
  let stopped = false;
  const acknowledged: Acknowledged[] = [];
  const client = async (index: number) => {
    for (let round = 0; !stopped; round += 1) {
      const label = `${index}-${round}`;
      const signup = round % 2 === 1;
      const response = await fetch(
        `${origin}/forms/${signup ? 'newsletter-signups' : 'contact-requests'}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            signup
              ? { email: `reader-${label}@example.com`, sourcePage: '/blog' }
              : {
                  name: `Visitor ${label}`,
                  email: `visitor-${label}@example.com.au`,
                  message: `Request ${label}: weekly cleaning, please.`,
                },
          ),
        },
      );
      const body = (await response.json()) as { data?: { id?: string; email?: string } };
      if (response.status !== 200 && response.status !== 201) {
        throw new Error(`${label} answered ${response.status}`);
      }
      acknowledged.push({ at: Date.now(), key: body.data?.id ?? body.data?.email ?? '' });
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

describe('npm run leads -- backup', () => {
  it('copies the database under write load, and a fresh server restored from it has everything', async () => {
    const dbPath = path.join(dir, 'live.sqlite');
    const limits = {
      CONTACT_REQUESTS_PER_MINUTE: '100000',
      NEWSLETTER_SIGNUPS_PER_MINUTE: '100000',
    };
    const live = await startServerProcess({ dbPath, distDir, env: limits });
    servers.push(live);
    const load = writeLoad(live.origin, 4);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const backup = path.join(dir, 'backup.sqlite');
    const backupStartedAt = Date.now();
    const { stdout } = await npmLeads(['backup', backup], dbPath);
    const writtenDuringBackup = load.acknowledged.filter((ack) => ack.at > backupStartedAt).length;
    await load.stop();

    expect(stdout).toMatch(
      new RegExp(
        `^Backed up ${dbPath} to ${backup} \\(\\d+\\.\\d MB\\): \\d+ contact requests and \\d+ sign-ups, schema version 5\\.\\n$`,
      ),
    );
    expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir).filter((name) => name.includes('.partial-'))).toEqual([]);
    // The server went on taking requests while the copy was made.
    expect(writtenDuringBackup).toBeGreaterThan(0);

    // README, "Backup and restore": with the server stopped, the copy takes the database's place.
    const restored = path.join(dir, 'restored.sqlite');
    fs.copyFileSync(backup, restored);
    const fresh = await startServerProcess({
      dbPath: restored,
      distDir,
      env: { ...limits, MIGRATE_ON_START: 'false' },
    });
    servers.push(fresh);
    expect((await fetch(`${fresh.origin}/readyz`)).status).toBe(200);
    const after = await fetch(`${fresh.origin}/forms/contact-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'After',
        email: 'after@example.com',
        message: 'Restored fine?',
      }),
    });
    expect(after.status).toBe(201);

    const store = openSqliteFormsStore(restored, { migrate: false });
    try {
      const kept = new Set([
        ...(await store.staff.leads(null)).map((lead) => lead.reference),
        ...(await store.staff.signups(null)).map((signup) => signup.email),
      ]);
      const before = load.acknowledged.filter((ack) => ack.at < backupStartedAt);
      expect(before.length).toBeGreaterThan(10);
      expect(before.filter((ack) => !kept.has(ack.key))).toEqual([]);
      // Consistent: every request and sign-up in the copy came with its delivery job.
      for (const lead of await store.staff.leads(null)) expect(lead.deliveries).toHaveLength(1);
      for (const signup of await store.staff.signups(null))
        expect(signup.deliveries).toHaveLength(1);
      console.info(
        `Backup under write load: ${before.length} requests and sign-ups acknowledged before it ` +
          `began, ${writtenDuringBackup} while it ran; the copy held ${kept.size - 1}, and the ` +
          'restored server had every earlier one',
      );
    } finally {
      await store.close();
    }
  });

  it('refuses to overwrite a file, and points PostgreSQL users to pg_dump', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const context = {
      store: () => Promise.reject(new Error('not opened')),
      out: { write: (text: string) => out.push(text) },
      err: { write: (text: string) => err.push(text) },
      now: new Date(),
      cwd: dir,
    };
    const taken = path.join(dir, 'taken.sqlite');
    fs.writeFileSync(taken, 'an earlier backup');
    const sqlite = {
      DATABASE_URL: null,
      DB_PATH: path.join(dir, 'live.sqlite'),
      LEADS_RETENTION_DAYS: 730,
    };
    expect(await runLeads(['backup', 'taken.sqlite'], { ...context, settings: sqlite })).toBe(1);
    expect(err.pop()).toBe(`${taken} exists already: give the backup a new name.\n`);
    expect(fs.readFileSync(taken, 'utf8')).toBe('an earlier backup');

    const postgres = { ...sqlite, DATABASE_URL: 'postgres://site@db.example/harbourline' };
    expect(await runLeads(['backup', 'pg.sqlite'], { ...context, settings: postgres })).toBe(1);
    expect(err.pop()).toMatch(/PostgreSQL \(DATABASE_URL\): back them up with pg_dump/);
    expect(await runLeads(['backup'], { ...context, settings: sqlite })).toBe(2);
    expect(out).toEqual([]);
  });
});
