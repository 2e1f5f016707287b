import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildRecordFile } from '@contract/buildRecord.mjs';
import { waitForExit } from './childProcess';
import { stopAfterEach } from '../server/test/stopAfterEach';
import { compileServerIfStale } from '../server/test/compiledServer';
import { addFakeServerBundle, makeFakeDist, removeFakeDist } from '../server/test/testSupport';

/**
 * `npm start` and `npm run serve` as a process manager runs them: its SIGTERM goes to npm,
 * and must reach the server, which drains and stops, so nothing is left serving.
 */
jest.setTimeout(60_000);

const root = path.resolve(__dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-npm-signals-'));
const distDir = makeFakeDist();
addFakeServerBundle(distDir);
// A build with its recorded settings, newer than the sources: `npm start` serves it as it is.
fs.writeFileSync(
  buildRecordFile(distDir),
  JSON.stringify({
    API_BASE_URL: '/api',
    SITE_URL: 'http://localhost:8080',
    CONTENT_MAX_AGE_SECONDS: 60,
    FORMS_URL: '',
  }),
);
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  removeFakeDist(distDir);
});

// `npm run serve` runs the compiled server.
beforeAll(compileServerIfStale);

const stopLater = stopAfterEach();

/** npm and the server under it, should a check fail before they stopped (a group of their own). */
const killGroup = async (child: ChildProcess) => {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    return; // Nothing of the group is left.
  }
  await waitForExit(child, 5_000);
};

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe.each([
  ['npm run serve', ['run', '--silent', 'serve']],
  ['npm start', ['start']],
])('%s', (_name, args) => {
  it('passes SIGTERM on to the server, which drains and stops; npm exits 0', async () => {
    const npm = stopLater(
      spawn('npm', args, {
        cwd: root,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DIST_DIR: distDir,
          DB_PATH: path.join(dir, `${args.join('-')}.sqlite`),
          MIGRATE_ON_START: 'true',
          SHUTDOWN_DRAIN_SECONDS: '0.2',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      }),
      killGroup,
    );
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const found = /Harbourline site on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
        if (found) resolve(Number(found));
      };
      npm.stdout.on('data', read);
      npm.stderr.on('data', read);
      npm.once('exit', () => reject(new Error(`npm exited:\n${output}`)));
    });
    expect(await accepts(port)).toBe(true);

    npm.kill('SIGTERM');
    expect(await waitForExit(npm, 15_000)).toBe(true);
    expect(npm.exitCode).toBe(0);
    expect(output).toMatch(/SIGTERM received/);
    expect(output).toMatch(/"msg":"Stopped\."/);
    // The server itself is gone, not orphaned and still listening.
    expect(await accepts(port)).toBe(false);
  });
});

/** A port nothing listens on now (for commands that print the port they were given, not 0). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

/** Whether any process of the group npm leads (its children, theirs) is still there. */
const groupAlive = (child: ChildProcess): boolean => {
  try {
    process.kill(-(child.pid ?? 0), 0);
    return true;
  } catch {
    return false;
  }
};

const groupGone = async (child: ChildProcess, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(child)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
};

describe.each([
  ['npm run api', 'api', 'API_PORT', /Harbourline blog API on /, null],
  ['npm run dev', 'dev', 'PORT', /Harbourline site on /, /compiled successfully/],
])('%s', (_name, script, portName, serving, alsoReady) => {
  it('stops with every process it started on SIGTERM to npm, leaving none behind', async () => {
    const port = await freePort();
    const npm = stopLater(
      spawn('npm', ['run', '--silent', script], {
        cwd: root,
        env: {
          ...process.env,
          [portName]: String(port),
          DEV_PORT: String(await freePort()),
          HOST: '127.0.0.1',
          DB_PATH: path.join(dir, `${script}.sqlite`),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      }),
      killGroup,
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (serving.test(output) && (alsoReady === null || alsoReady.test(output))) resolve();
      };
      npm.stdout.on('data', read);
      npm.stderr.on('data', read);
      npm.once('exit', () => reject(new Error(`npm exited:\n${output}`)));
    });
    expect(await accepts(port)).toBe(true);

    npm.kill('SIGTERM');
    expect(await waitForExit(npm, 15_000)).toBe(true);
    // Not one of its processes left running as an orphan (tsx, webpack, the server).
    expect(await groupGone(npm, 5_000)).toBe(true);
    expect(await accepts(port)).toBe(false);
  });
});
