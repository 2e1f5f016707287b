import type { FormsStore } from '../store/formsStore';
import type { DatabaseSettings } from '../store/openFormsStore';

/** Where a command writes text: process.stdout and process.stderr fit. */
export interface TextOutput {
  write(text: string): unknown;
}

/** How list and export open the database (only reads), and how retry does. */
export type DbAccess = 'read' | 'write';

export interface LeadsContext {
  /** The forms store, or a function opening it for the access a command needs. */
  store: FormsStore | ((access: DbAccess) => Promise<FormsStore>);
  out: TextOutput;
  err: TextOutput;
  now: Date;
  /** Where relative --out paths and the default export file go; the process's by default. */
  cwd?: string;
  /** DATABASE_URL and DB_PATH, for the backup, which copies the database itself. */
  database?: DatabaseSettings;
}

export const storeFor = (context: LeadsContext, access: DbAccess): Promise<FormsStore> =>
  typeof context.store === 'function' ? context.store(access) : Promise.resolve(context.store);
