import { loadConfig } from '../config';
import type { Db } from '../dbType';
import type { DbAccess } from './leadsContext';
import { LeadsDatabaseError, openLeadsDatabase } from './openLeadsDatabase';
import { runLeads } from './runLeads';

// `npm run leads` runs in the package folder; npm records where staff actually typed it.
const cwd = process.env.INIT_CWD ?? process.cwd();

/** DB_PATH as the server reads it; a setting loadConfig refuses is reported, not thrown. */
function databasePath(): string | null {
  try {
    return loadConfig().dbPath;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return null;
  }
}

const dbPath = databasePath();
let db: Db | undefined;
if (dbPath === null) {
  process.exitCode = 1;
} else {
  try {
    process.exitCode = runLeads(process.argv.slice(2), {
      db: (access: DbAccess) => (db ??= openLeadsDatabase(dbPath, access)),
      out: process.stdout,
      err: process.stderr,
      now: new Date(),
      cwd,
    });
  } catch (error) {
    if (!(error instanceof LeadsDatabaseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } finally {
    db?.close();
  }
}
