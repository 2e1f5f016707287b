import Database from 'better-sqlite3';
import pg from 'pg';
import { seedContent } from '../reference-api/seed/seedDatabase';
import { SCHEMA_VERSION } from '../store/formsStore';
import type { Engine } from '../test/instanceDatabase';
import { instanceDatabase } from '../test/instanceDatabase';
import { sendContact } from '../test/instanceTraffic';
import type { RunningServer } from '../test/serverProcess';
import { startServerProcess } from '../test/serverProcess';
import { serverProcessScratch } from '../test/serverProcessScratch';

/**
 * Ten server processes started at the same moment on a database that does not exist yet:
 * every one starts, the schema is made once, and the sample posts are seeded once.
 */
jest.setTimeout(180_000);

const { dir, distDir } = serverProcessScratch('harbourline-starts-');

const INSTANCES = 10;

const countIn = (file: string, table: string): number => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe.each<Engine>(['sqlite', 'postgres'])('%s: ten instances starting at once', (engine) => {
  it('all start, the schema is made once and the posts seeded once', async () => {
    const database = await instanceDatabase(engine, dir);
    const started = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () =>
        startServerProcess({
          dbPath: database.dbPath,
          distDir,
          env: database.env,
          startTimeoutMs: 120_000,
        }),
      ),
    );
    const servers = started.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    try {
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);
      expect(servers).toHaveLength(INSTANCES);
      // Each one answers with the schema it found.
      const answers = await Promise.all(
        servers.map((server: RunningServer, index) =>
          sendContact(server.origin, `start-${engine}-${index}`, `192.0.2.${index + 1}`),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(INSTANCES).fill(201));

      const store = await database.openStore();
      expect(await store.schemaState()).toEqual({ version: SCHEMA_VERSION, readableFrom: 4 });
      expect(await store.staff.leads(null)).toHaveLength(INSTANCES);
      await store.close();
      expect(countIn(database.dbPath, 'posts')).toBe(seedContent.posts.length);
      expect(countIn(database.dbPath, 'categories')).toBe(seedContent.categories.length);
      if (engine === 'sqlite') {
        expect(countIn(database.dbPath, 'schema_version')).toBe(1);
      } else {
        const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
        await client.connect();
        const { rows } = await client.query('SELECT COUNT(*)::int AS n FROM schema_version');
        await client.end();
        expect(rows).toEqual([{ n: 1 }]);
      }
    } finally {
      await Promise.all(servers.map((server) => server.kill()));
      await database.cleanup();
    }
  });
});
