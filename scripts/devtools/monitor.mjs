// `npm run devtools`: the official Redux DevTools monitor (@redux-devtools/cli) on this machine,
// for a page opened anywhere on its network with `?devtools=HOST:PORT` (docs/qa.md). A package of
// its own (this folder's package.json, installed into its node_modules), not among the project's
// dependencies: its desktop app's install script downloads Electron, which would stop `npm ci`.
// Not under .tools/: the monitor's web server will not send its page from a path with a folder
// whose name starts with a dot. Its store is SQLite through the project's own better-sqlite3
// (knex's better-sqlite3 client, dbOptions.json), so nothing is compiled either. Version 4.0.3:
// later ones serve an app built for React 19 with React's browser builds, which React 19 no longer
// ships, and show a blank page (reduxjs/redux-devtools#1931).
//
//   npm run devtools                      # on 0.0.0.0:8000 (DEVTOOLS_PORT, DEVTOOLS_HOST)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const lockFile = path.join(here, 'package-lock.json');

export const MONITOR_DIR = here;
const CLI = path.join(MONITOR_DIR, 'node_modules', '@redux-devtools', 'cli');
const DB_OPTIONS = path.join(MONITOR_DIR, 'dbOptions.json');

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

/** Installs the monitor unless the locked version is there already; true when ready. */
export function ensureDevToolsMonitor() {
  const wanted = JSON.parse(readFileSync(lockFile, 'utf8')).packages[
    'node_modules/@redux-devtools/cli'
  ].version;
  const installed = read(path.join(CLI, 'package.json'));
  if (installed !== null && JSON.parse(installed).version === wanted) return true;
  console.info('Installing the Redux DevTools monitor (@redux-devtools/cli)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: MONITOR_DIR, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status === 0) return true;
  console.error(`Installing the monitor into ${MONITOR_DIR} with npm ci failed.`);
  return false;
}

/**
 * Tells every page to start streaming whenever one connects. The monitor's app answers a page's
 * START on the page's own channel, `sc-<id>`, which @redux-devtools/remote never subscribes to:
 * only pages already open when the app connected would stream (seen with cli 4.0.3 and remote
 * 1.0.0). A START on `respond` reaches them all, once the new page has subscribed to it: the
 * page announces itself first and subscribes after, so it is said again a little later.
 */
const START_AGAIN_AFTER_MS = [300, 1_500, 5_000];

async function startEveryPage(port) {
  const require = createRequire(path.join(MONITOR_DIR, 'package.json'));
  const socketClusterClient = require('socketcluster-client');
  const socket = socketClusterClient.create({ hostname: '127.0.0.1', port });
  const channel = await socket.invoke('login', 'monitor');
  void (async () => {
    for await (const message of socket.subscribe(channel)) {
      if (message?.type !== 'START') continue;
      for (const delay of START_AGAIN_AFTER_MS) {
        setTimeout(() => socket.transmit('respond', { type: 'START' }), delay).unref();
      }
    }
  })();
  return socket;
}

/** Whether nothing listens on the port yet: the monitor would exit 0, saying so in passing. */
const portIsFree = (host, port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });

/** Starts the monitor; resolves with its process once it listens. */
export async function startDevToolsMonitor({ host = '0.0.0.0', port = 8000, stdio = 'pipe' } = {}) {
  if (!(await portIsFree(host, port))) {
    throw new Error(
      `Port ${port} is in use (another monitor?): stop it, or choose another with DEVTOOLS_PORT.`,
    );
  }
  const child = spawn(
    process.execPath,
    [
      path.join(CLI, 'bin', 'redux-devtools.js'),
      `--hostname=${host}`,
      `--port=${port}`,
      `--dbOptions=${DB_OPTIONS}`,
    ],
    { cwd: MONITOR_DIR, stdio: ['ignore', stdio, stdio] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The Redux DevTools monitor did not start:\n${output}`));
    }, 30_000);
    const ready = async () => {
      for (;;) {
        if (child.exitCode !== null) return;
        try {
          if ((await fetch(`http://127.0.0.1:${port}/port.js`)).ok) break;
        } catch {
          // Not listening yet.
        }
        await new Promise((wait) => setTimeout(wait, 200));
      }
      clearTimeout(timer);
      const relay = await startEveryPage(port);
      child.once('exit', () => relay.disconnect());
      resolve(child);
    };
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The Redux DevTools monitor exited (${code}):\n${output}`));
    });
    void ready();
  });
}

/** This machine's addresses on its networks, as a phone there would reach it. */
const networkAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.DEVTOOLS_PORT ?? 8000);
  const host = process.env.DEVTOOLS_HOST ?? '0.0.0.0';
  if (!ensureDevToolsMonitor()) process.exit(1);
  const child = await startDevToolsMonitor({ host, port, stdio: 'inherit' }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  const addresses = host === '0.0.0.0' ? ['127.0.0.1', ...networkAddresses()] : [host];
  console.info(
    [
      '',
      `Redux DevTools monitor: open http://127.0.0.1:${port}/ in a browser here, then Settings › Connection: "use local (custom) server", hostname 127.0.0.1, port ${port}, Connect.`,
      'Then open the site, on this machine or a phone on the same network, with:',
      ...addresses.map((address) => `  ?devtools=${address}:${port}`),
      '(the site must be served by its Node server: npm start with HOST=0.0.0.0 for a phone).',
      '',
    ].join('\n'),
  );
  const stop = () => child.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await new Promise((resolve) => child.once('exit', resolve));
}
