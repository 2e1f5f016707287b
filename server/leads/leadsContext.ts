import type { Db } from '../dbType';

/** Where a command writes text: process.stdout and process.stderr fit. */
export interface TextOutput {
  write(text: string): unknown;
}

/** How list and export open the database (only reads), and how retry does. */
export type DbAccess = 'read' | 'write';

export interface LeadsContext {
  /** The database, or a function opening it for the access a command needs. */
  db: Db | ((access: DbAccess) => Db);
  out: TextOutput;
  err: TextOutput;
  now: Date;
  /** Where relative --out paths and the default export file go; the process's by default. */
  cwd?: string;
}

export const databaseFor = (context: LeadsContext, access: DbAccess): Db =>
  typeof context.db === 'function' ? context.db(access) : context.db;
