import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../config/serverConfig';
import { openPostgresFormsStore } from '../store/postgres';
import { SCHEMA_VERSION } from '../store/formsStore';
import { compileServerIfStale } from '../test/compiledServer';
import { freshPostgresDatabase } from '../test/postgresDatabase';
import type { RunningServer } from '../test/serverProcess';
import { startServerProcess } from '../test/serverProcess';

/**
 * The server run as the forms server of a site on a static host: FORMS_ONLY, no build, CORS
 * for the site's origin; and `npm run migrate` preparing its database beforehand.
 */
jest.setTimeout(90_000);

const SITE = 'https://www.harbourline.example';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-forms-server-'));
const dbPath = path.join(dir, 'forms.sqlite');
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

// `npm run migrate` runs the compiled command.
beforeAll(compileServerIfStale);

const npmMigrate = (env: Record<string, string> = { DB_PATH: dbPath }) =>
  promisify(execFile)('npm', ['run', '--silent', 'migrate'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    timeout: 60_000,
  });

describe('the forms server', () => {
  it('is refused at start on a database nobody migrated, and npm run migrate prepares it once', async () => {
    await expect(
      startServerProcess({
        dbPath,
        distDir: path.join(dir, 'no-build'),
        env: { FORMS_ONLY: 'true', SITE_URL: SITE, MIGRATE_ON_START: 'false' },
      }),
    ).rejects.toThrow(/schema version 0; this server needs 5\. Run `npm run migrate` first/);
    expect((await npmMigrate()).stdout).toContain(
      `${dbPath} migrated from schema version 0 to ${SCHEMA_VERSION}.`,
    );
    expect((await npmMigrate()).stdout).toContain(
      `${dbPath} is at schema version ${SCHEMA_VERSION}; nothing to do`,
    );
  });

  it('npm run migrate prepares a PostgreSQL database too, and it and the server name it without its password', async () => {
    const database = await freshPostgresDatabase();
    try {
      const { stdout } = await npmMigrate({ DATABASE_URL: database.url });
      expect(stdout).toMatch(
        new RegExp(
          `^postgres://harbourline@/t_\\w+\\?host=.* migrated from schema version 0 to ${SCHEMA_VERSION}\\.$`,
          'm',
        ),
      );
      const store = await openPostgresFormsStore(database.url, {
        migrate: false,
        onError: () => undefined,
      });
      expect(await store.schemaState()).toEqual({ version: SCHEMA_VERSION, readableFrom: 4 });
      await store.close();

      // The cluster trusts local connections, so a password in the address is only shown, or not.
      const withPassword = database.url.replace('//harbourline@', '//harbourline:s3cret@');
      const started = await startServerProcess({
        dbPath,
        distDir: path.join(dir, 'no-build'),
        env: { FORMS_ONLY: 'true', SITE_URL: SITE, DATABASE_URL: withPassword },
      });
      await started.stop();
      const [shown] = /stored in (\S+)"/.exec(started.output())?.slice(1) ?? [];
      expect(shown).toBe(database.url);
      expect(shown).toMatch(/^postgres:\/\/harbourline@\/t_\w+\?host=/);
      expect(started.output()).not.toContain('s3cret');
    } finally {
      await database.drop();
    }
  });

  it('serves the forms alone, to the site’s origin, without a build', async () => {
    server = await startServerProcess({
      dbPath,
      distDir: path.join(dir, 'no-build'),
      env: { FORMS_ONLY: 'true', SITE_URL: SITE, MIGRATE_ON_START: 'false' },
    });
    expect(server.output()).toMatch(
      new RegExp(`Harbourline forms server on http://localhost:\\d+ for ${SITE}, stored in`),
    );
    const preflight = await fetch(`${server.origin}/forms/newsletter-signups`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);

    const signup = await fetch(`${server.origin}/forms/newsletter-signups`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'static@example.com', sourcePage: '/about' }),
    });
    expect(signup.status).toBe(200);
    expect(signup.headers.get('access-control-allow-origin')).toBe(SITE);

    for (const pathname of ['/', '/about', '/api/posts', '/sitemap.xml']) {
      const answer = await fetch(`${server.origin}${pathname}`, {
        headers: { accept: 'text/html' },
      });
      expect([pathname, answer.status]).toEqual([pathname, 404]);
      expect(await answer.json()).toEqual({ message: 'Not found.' });
    }
  });
});
