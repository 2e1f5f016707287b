import type { Db } from '../dbType';
import type { SchemaState } from '../../formsStore';
import { SCHEMA_VERSION } from '../../schemaVersion';
import { addContactReferences } from './v2ContactReferences';
import { addContactDeliveries } from './v3ContactDeliveries';
import { createFormsSchema, shareOutboxAcrossInstances } from './v4SharedOutbox';
import { screenAndConfirm } from './v5ScreenedAndConfirmed';

interface Upgrade {
  version: number;
  readableFrom: number;
  migrate: (db: Db) => void;
}

const UPGRADES: readonly Upgrade[] = [
  { version: 2, readableFrom: 2, migrate: addContactReferences },
  { version: 3, readableFrom: 3, migrate: addContactDeliveries },
  { version: 4, readableFrom: 4, migrate: shareOutboxAcrossInstances },
  // Additive: a release at version 4 still runs on it (a rollback).
  { version: 5, readableFrom: 4, migrate: screenAndConfirm },
];

const BASELINE: Upgrade = { version: 4, readableFrom: 4, migrate: createFormsSchema };

const hasTable = (db: Db, name: string): boolean =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !==
  undefined;

/** The schema state; releases before version 4 kept only SQLite's user_version. */
export function readSqliteSchemaState(db: Db): SchemaState {
  if (hasTable(db, 'schema_version')) {
    const row = db.prepare('SELECT version, readable_from FROM schema_version').get() as
      { version: number; readable_from: number } | undefined;
    if (row) return { version: row.version, readableFrom: row.readable_from };
  }
  const version = Number(db.pragma('user_version', { simple: true }));
  return { version, readableFrom: version };
}

function writeState(db: Db, { version, readableFrom }: SchemaState): void {
  // Versions before 4 have no table; they are told apart by user_version alone.
  if (hasTable(db, 'schema_version')) {
    db.prepare('DELETE FROM schema_version').run();
    db.prepare('INSERT INTO schema_version (version, readable_from) VALUES (?, ?)').run(
      version,
      readableFrom,
    );
  }
  // Kept in step for the tools of earlier releases, which read only this.
  db.pragma(`user_version = ${version}`);
}

export function migrateSqlite(db: Db): { from: number; to: number } {
  let from: number | null = null;
  for (;;) {
    const state = db
      .transaction((): SchemaState | null => {
        const current = readSqliteSchemaState(db);
        from ??= current.version;
        if (current.version >= SCHEMA_VERSION) return null;
        const step =
          current.version === 0
            ? BASELINE
            : UPGRADES.find((upgrade) => upgrade.version === current.version + 1);
        if (step === undefined) throw new Error(`No migration from version ${current.version}`);
        step.migrate(db);
        writeState(db, step);
        return step;
      })
      .immediate();
    if (state === null) return { from: from ?? 0, to: readSqliteSchemaState(db).version };
  }
}
