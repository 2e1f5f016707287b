// `npm run dev`: the reference API on PORT (default 8080) and webpack-dev-server with
// hot reloading on DEV_PORT (default 3000), which proxies /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The zero-set-up demo: the database is brought up to date as the server starts.
    env: { ...process.env, MIGRATE_ON_START: process.env.MIGRATE_ON_START ?? 'true' },
  }),
  spawn(bin('webpack'), ['serve', '--mode', 'development', '--config-name', 'client'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

const stopAll = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
