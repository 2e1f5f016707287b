// `npm run dev`: the reference API on PORT (default 8080) and webpack-dev-server with
// hot reloading on DEV_PORT (default 3000), which proxies /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pinoPretty from 'pino-pretty';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/** How long the children may take to stop before they are killed. */
const STOP_TIMEOUT_MS = 10_000;

const children = [
  spawn(bin('tsx'), ['watch', 'server/main.ts'], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: {
      ...process.env,
      // The zero-set-up demo: the database is brought up to date as the server starts.
      MIGRATE_ON_START: process.env.MIGRATE_ON_START ?? 'true',
      // No load balancer to drain: tsx watch kills a server that takes over 5 s to stop.
      SHUTDOWN_DRAIN_SECONDS: process.env.SHUTDOWN_DRAIN_SECONDS ?? '0',
    },
  }),
  spawn(bin('webpack'), ['serve', '--mode', 'development', '--config-name', 'client'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

// The server logs JSON lines, as in production; here they are printed for a person to read.
children[0]?.stdout?.pipe(
  pinoPretty({
    colorize: process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
  }),
);

const running = () => children.filter((child) => child.exitCode === null && !child.signalCode);

// A stop signal (Ctrl-C, or npm's SIGTERM: it execs this script) goes on to both children,
// and this script ends once they have, so neither outlives it. One child ending stops the other.
let exitCode = null;
const stopAll = (signal, code) => {
  exitCode ??= code;
  for (const child of running()) child.kill(signal);
  setTimeout(() => {
    for (const child of running()) child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS).unref();
};
for (const child of children) {
  child.on('exit', (code) => {
    if (running().length > 0) stopAll('SIGTERM', code ?? 1);
    else process.exit(exitCode ?? code ?? 0);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal, 0));
