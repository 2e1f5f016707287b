import type Database from 'better-sqlite3';

/** An open SQLite database (opened by store/sqlite/openSqliteDatabase.ts). */
export type Db = Database.Database;
