import type { ChildProcess } from 'node:child_process';
import { spawnServer, stopChild, waitForExit } from '../../scripts/childProcess';

export interface RunningServer {
  child: ChildProcess;
  origin: string;
  /** Everything the process printed so far, stdout and stderr together. */
  output: () => string;
  /** SIGKILL, as a power cut or the OOM killer would. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

/** Every server process a suite started that has not exited yet. */
const running = new Set<ChildProcess>();

// A test that failed before it stopped its servers must not leave them holding the run open.
afterAll(() => Promise.all([...running].map((child) => stopChild(child))));

/** The production server process on a free port, resolved once it says where it listens. */
export async function startServerProcess({
  startTimeoutMs = 30_000,
  ...options
}: {
  dbPath: string;
  distDir: string;
  env?: Record<string, string>;
  /** The compiled server to run instead of the sources (`dist-server/server.js`). */
  compiledServer?: string;
  /** How long it may take to say it listens (many starting at once take longer). */
  startTimeoutMs?: number;
}): Promise<RunningServer> {
  const child = spawnServer({ port: 0, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never says where it listens would outlive the test run.
      child.kill('SIGKILL');
      reject(new Error(`The server did not start:\n${output}`));
    }, startTimeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /Harbourline (?:site|forms server) on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port !== undefined) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      // The reason first: a long log is shortened in the middle by some CI displays.
      const reason = /Cannot start: (?:[^"\\\n]|\\.)*/.exec(output)?.[0] ?? '';
      const how = signal ?? `code ${code}`;
      reject(new Error(`The server exited (${how}) before it listened. ${reason}\n${output}`));
    });
  });
  return {
    child,
    origin,
    output: () => output,
    kill: async () => {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    },
    stop: () => stopChild(child),
  };
}
