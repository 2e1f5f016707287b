import type Database from 'better-sqlite3';

/** An open site database (see db.ts for how it is opened, migrated and seeded). */
export type Db = Database.Database;
