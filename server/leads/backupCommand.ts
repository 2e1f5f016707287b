import fs from 'node:fs';
import path from 'node:path';
import { backupSqlite } from '../store/sqlite';
import type { LeadsContext } from './commandLine';
import { parseCommand, UsageError } from './commandLine';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function backupCommand(args: string[], context: LeadsContext): Promise<number> {
  const { positionals } = parseCommand(args, {});
  const [file] = positionals;
  if (file === undefined || file === '' || positionals.length > 1) {
    throw new UsageError('backup needs exactly one FILE to write the copy to.');
  }
  const settings = context.settings;
  if (settings === undefined) throw new Error('The leads command was given no settings.');
  if (settings.DATABASE_URL !== null) {
    context.err.write(
      'The forms are kept in PostgreSQL (DATABASE_URL): back them up with pg_dump ' +
        '(README, "Backup and restore").\n',
    );
    return 1;
  }
  const source = settings.DB_PATH;
  const target = path.resolve(context.cwd ?? process.cwd(), file);
  if (source === ':memory:' || !fs.existsSync(source)) {
    context.err.write(
      `There is no database at ${source}. Set DB_PATH to the server's database file.\n`,
    );
    return 1;
  }
  if (fs.existsSync(target)) {
    context.err.write(`${target} exists already: give the backup a new name.\n`);
    return 1;
  }
  try {
    const copy = await backupSqlite(source, target);
    context.out.write(
      `Backed up ${source} to ${target} (${megabytes(copy.bytes)}): ${copy.contactRequests} ` +
        `contact requests and ${copy.signups} sign-ups, schema version ${copy.schemaVersion}.\n`,
    );
    return 0;
  } catch (error) {
    context.err.write(`The backup failed: ${(error as Error).message}\n`);
    return 1;
  }
}
