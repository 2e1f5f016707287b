import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A throwaway PostgreSQL cluster for the tests: its own folder, a Unix socket, no TCP. */
export interface PostgresCluster {
  /** The folder holding the data and the socket. */
  dir: string;
  /** A database URL for `database` in this cluster. */
  url: (database: string) => string;
  stop: () => Promise<void>;
}

/** The user the cluster is made for; it owns every database in it. */
const USER = 'harbourline';
/** Names the socket file; nothing listens on TCP. */
const PORT = 5432;

/** Debian installs each major version in its own folder; the newest wins. */
function findBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((name) => /^\d+$/.test(name))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  const dir = process.env.PG_BIN_DIR ?? (newest ? path.join(root, newest, 'bin') : '');
  if (!fs.existsSync(path.join(dir, 'initdb'))) {
    throw new Error(
      'PostgreSQL is needed for the tests: install Debian\'s "postgresql" package ' +
        '(node scripts/ensureTestTools.mjs does), or set PG_BIN_DIR to the folder holding initdb.',
    );
  }
  return dir;
}

/** initdb and the server refuse to run as root: as root, they run as the postgres user. */
const isRoot = process.getuid?.() === 0;
const asClusterUser = (command: string, args: string[]) =>
  isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);

/**
 * Makes a cluster with initdb in a temporary folder and starts it on a socket in that folder.
 * Settings favour speed over durability (fsync off): nothing here outlives the run.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const pgCtl = path.join(bin, 'pg_ctl');
  await asClusterUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    USER,
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  const options = [
    `-p ${PORT}`,
    `-k ${dir}`,
    "-c listen_addresses=''",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=16MB',
    '-c max_connections=300',
  ].join(' ');
  await asClusterUser(pgCtl, [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    options,
    'start',
  ]);
  return {
    dir,
    url: (database) =>
      `postgres://${USER}@/${database}?host=${encodeURIComponent(dir)}&port=${PORT}`,
    stop: async () => {
      await asClusterUser(pgCtl, ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
