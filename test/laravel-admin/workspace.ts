import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The Laravel project, as committed. */
export const PROJECT_DIR = __dirname;

const PREFIX = 'harbourline-laravel-';
const OWNER_FILE = 'owner.pid';

/**
 * A temporary folder for one running admin host: `app/` (a copy of the project, whose database
 * and .env the tests change) and `nginx/` (the gateway's prefix), owned by this process.
 */
export interface Workspace {
  root: string;
  app: string;
  nginx: string;
}

/** What the project's .gitignore files keep out, and the tests' own TypeScript beside it. */
function isProjectFile(relative: string, source: string): boolean {
  if (relative === '') return true;
  if (/\.ts$/.test(relative) || relative.split(path.sep)[0] === 'node_modules') return false;
  if (relative === '.env' || relative === path.join('public', 'storage')) return false;
  if (/^database\/.*\.sqlite/.test(relative)) return false;
  if (/^(storage|bootstrap\/cache)\//.test(relative) && fs.lstatSync(source).isFile()) {
    return path.basename(relative) === '.gitignore';
  }
  return true;
}

export function makeWorkspace(): Workspace {
  removeStaleWorkspaces();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  fs.writeFileSync(path.join(root, OWNER_FILE), String(process.pid));
  // nginx's workers (run as root, as `user root`) and PHP read files the tests write here.
  fs.chmodSync(root, 0o755);
  const app = path.join(root, 'app');
  fs.cpSync(PROJECT_DIR, app, {
    recursive: true,
    filter: (source) => isProjectFile(path.relative(PROJECT_DIR, source), source),
  });
  for (const dir of [
    'storage/framework/cache/data',
    'storage/framework/sessions',
    'storage/framework/views',
    'storage/logs',
    'storage/app/public',
  ]) {
    fs.mkdirSync(path.join(app, dir), { recursive: true });
  }
  fs.writeFileSync(path.join(app, 'database', 'database.sqlite'), '');
  const nginx = path.join(root, 'nginx');
  fs.mkdirSync(nginx);
  return { root, app, nginx };
}

export function removeWorkspace(workspace: Workspace): void {
  fs.rmSync(workspace.root, { recursive: true, force: true });
}

/** `.env` as `.env.example` has it, with `values` set (replaced in place, or added). */
export function writeEnv(app: string, values: Record<string, string>): void {
  const example = fs.readFileSync(path.join(app, '.env.example'), 'utf8');
  const pending = new Map(Object.entries(values));
  const lines = example.split('\n').map((line) => {
    const key = /^([A-Z0-9_]+)=/.exec(line)?.[1];
    if (key === undefined || !pending.has(key)) return line;
    const value = pending.get(key) ?? '';
    pending.delete(key);
    return `${key}=${value}`;
  });
  const added = [...pending].map(([key, value]) => `${key}=${value}`);
  fs.writeFileSync(path.join(app, '.env'), [...lines, ...added].join('\n').trimEnd() + '\n');
}

/** What `php artisan key:generate` writes, made here to spare a PHP start. */
export const newAppKey = (): string => `base64:${randomBytes(32).toString('base64')}`;

/** A port free on 127.0.0.1 now (the admin host keeps its ports across stop and start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Processes whose working folder is inside `dir`: the PHP server, nginx, artisan commands. */
function processesIn(dir: string): number[] {
  const pids: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cwd = fs.readlinkSync(`/proc/${name}/cwd`);
      if (cwd === dir || cwd.startsWith(`${dir}/`)) pids.push(Number(name));
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

/**
 * Removes the workspaces of earlier runs whose process died without closing them (SIGKILL
 * gives no chance to), with the PHP servers and nginx still running in them. A workspace
 * without an owner yet is left alone for a minute: it may be starting right now.
 */
function removeStaleWorkspaces(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const root = path.join(os.tmpdir(), name);
    try {
      if (!isStale(root)) continue;
      for (const pid of processesIn(root)) process.kill(pid, 'SIGKILL');
      fs.rmSync(root, { recursive: true, force: true });
    } catch {
      // another run is removing it, or a process went first
    }
  }
}

function isStale(root: string): boolean {
  const owner = path.join(root, OWNER_FILE);
  if (!fs.existsSync(owner)) return Date.now() - fs.statSync(root).mtimeMs > 60_000;
  const pid = Number(fs.readFileSync(owner, 'utf8'));
  return !(pid > 0 && isAlive(pid));
}
