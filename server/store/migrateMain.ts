import { loadCliSettings } from '../config/serverConfig';
import { SCHEMA_VERSION } from './formsStore';
import { createPool, migratePostgres, shownDatabaseUrl } from './postgres';
import { migrateSqlite, openSqliteDatabase } from './sqlite';

// `npm run migrate`
async function main(): Promise<void> {
  const settings = loadCliSettings();
  let result: { from: number; to: number };
  let where: string;
  if (settings.DATABASE_URL === null) {
    where = settings.DB_PATH;
    const db = openSqliteDatabase(settings.DB_PATH);
    try {
      result = migrateSqlite(db);
    } finally {
      db.close();
    }
  } else {
    where = shownDatabaseUrl(settings.DATABASE_URL);
    const pool = createPool(settings.DATABASE_URL, {
      max: 1,
      onError: (error) => console.warn(error.message),
    });
    try {
      result = await migratePostgres(pool);
    } finally {
      await pool.end();
    }
  }
  console.info(
    result.from === result.to
      ? `${where} is at schema version ${result.to}; nothing to do (this release: ${SCHEMA_VERSION}).`
      : `${where} migrated from schema version ${result.from} to ${result.to}.`,
  );
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
