// `npm run leads`: the staff command as a process: its settings, the forms' database it opens,
// and its exit status.
import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { CliSettings } from '../config/serverConfig';
import { loadCliSettings } from '../config/serverConfig';
import type { FormsStore } from '../store/formsStore';
import { schemaProblem } from '../store/formsStore';
import type { DatabaseSettings } from '../store/openFormsStore';
import { openPostgresFormsStore } from '../store/postgres';
import { openSqliteDatabase, readSqliteSchemaState, sqliteFormsStore } from '../store/sqlite';
import type { DbAccess } from './commandLine';
import { runLeads } from './runLeads';

/** Something staff can act on: the message, exit status 1, no stack trace. */
class LeadsDatabaseError extends Error {}

function openSqlite(file: string, access: DbAccess): FormsStore {
  if (file !== ':memory:' && !fs.existsSync(file)) {
    throw new LeadsDatabaseError(
      `There is no database at ${file}. Set DB_PATH to the server's database file, or DATABASE_URL to its PostgreSQL database.`,
    );
  }
  let db: Database.Database;
  if (access === 'read') {
    db = new Database(file, { readonly: true, fileMustExist: true });
    // A server may be writing: wait for its lock rather than fail (WAL readers rarely wait).
    db.pragma('busy_timeout = 5000');
  } else {
    db = openSqliteDatabase(file);
  }
  const problem = schemaProblem(readSqliteSchemaState(db), file);
  if (problem !== null) {
    db.close();
    throw new LeadsDatabaseError(problem);
  }
  return sqliteFormsStore(db, file);
}

async function openLeadsStore(settings: DatabaseSettings, access: DbAccess): Promise<FormsStore> {
  if (settings.DATABASE_URL === null) return openSqlite(settings.DB_PATH, access);
  try {
    return await openPostgresFormsStore(settings.DATABASE_URL, {
      migrate: false,
      onError: () => undefined,
    });
  } catch (error) {
    throw new LeadsDatabaseError((error as Error).message);
  }
}

// `npm run leads` runs in the package folder; npm records where staff actually typed it.
const cwd = process.env.INIT_CWD ?? process.cwd();

function cliSettings(): CliSettings | null {
  try {
    return loadCliSettings();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return null;
  }
}

async function main(): Promise<number> {
  const settings = cliSettings();
  if (settings === null) return 1;
  let opened: Promise<FormsStore> | undefined;
  try {
    return await runLeads(process.argv.slice(2), {
      store: (access: DbAccess) => (opened ??= openLeadsStore(settings, access)),
      out: process.stdout,
      err: process.stderr,
      now: new Date(),
      cwd,
      settings,
    });
  } catch (error) {
    if (!(error instanceof LeadsDatabaseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await opened?.then((store) => store.close()).catch(() => undefined);
  }
}

main().then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
