// Starting the production server as a child process, and stopping the servers and builds
// that scripts and tests start, without leaving any behind.
import type { ChildProcess, StdioOptions } from 'node:child_process';
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

export interface ServerProcessOptions {
  port: number;
  dbPath: string;
  distDir: string;
  /** Further settings (see README, "Configuration"). */
  env?: Record<string, string>;
  stdio: StdioOptions;
  /** The compiled server to run (`dist-server/server.js`); unset, the sources through tsx. */
  compiledServer?: string;
}

/** The production server on 127.0.0.1: its TypeScript sources (server/main.ts), or compiled. */
export const spawnServer = ({
  port,
  dbPath,
  distDir,
  env = {},
  stdio,
  compiledServer,
}: ServerProcessOptions) =>
  spawn(
    process.execPath,
    compiledServer ? [compiledServer] : ['--import', 'tsx', 'server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DB_PATH: dbPath,
        DIST_DIR: distDir,
        // A fresh database each time: migrated as the server starts, as `npm start` does.
        MIGRATE_ON_START: 'true',
        // No load balancer to wait for: a stop signal stops it without a drain.
        SHUTDOWN_DRAIN_SECONDS: '0',
        // Suites count deliveries one by one; server/forms/formFlood.test.ts sets the real cap.
        STAFF_EMAILS_PER_PERIOD: '10000',
        ...env,
      },
      stdio,
    },
  );

export const exited = (child: ChildProcess): boolean =>
  child.exitCode !== null || child.signalCode !== null;

/** Resolves true once the child has exited, false if it is still running after the wait. */
export const waitForExit = (child: ChildProcess, timeoutMs: number): Promise<boolean> =>
  exited(child)
    ? Promise.resolve(true)
    : new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });

/** Asks the child to stop, and kills it if it has not within five seconds. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child) || child.pid === undefined) return;
  child.kill('SIGTERM');
  if (!(await waitForExit(child, 5_000))) {
    child.kill('SIGKILL');
    await waitForExit(child, 2_000);
  }
}
