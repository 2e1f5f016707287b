import type { ChildProcess } from 'node:child_process';
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { nginxMainConfig } from '../../e2e/support/nginxMainConfig.mjs';

/**
 * The processes of the admin host: PHP's built-in server (a parent and its forked workers)
 * and nginx in front of it, both children of this process, so a terminal's Ctrl-C or a
 * test runner killing our process group ends them with us.
 */
export interface HostProcess {
  /** The main process and its workers, as they are now. */
  pids(): number[];
  running(): boolean;
  /** How it ended: "exited with code N" or "killed by SIGNAL"; null while it runs. */
  exitStatus(): string | null;
  /** The last lines it printed. */
  output(): string;
  /** Kills it with its workers at once; returns their pids. */
  killNow(): number[];
  /** Kills it with its workers; resolves once none of them holds the port and it is reaped. */
  kill(): Promise<void>;
}

const OUTPUT_LIMIT = 16_000;
const START_TIMEOUT_MS = 15_000;

/** Laravel reads real environment variables before .env: PHP gets none of the tests' own. */
export const phpEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  LANG: 'C.UTF-8',
  TMPDIR: process.env.TMPDIR ?? '/tmp',
  ...extra,
});

export const sendSignal = (pid: number, signal: NodeJS.Signals): void => {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
};

/** A process that has exited but was not reaped yet (PID 1 of a container may never) is gone. */
const isGone = (pid: number): boolean => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
};

const childrenOf = (pid: number): number[] => {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' '))
      .filter((word) => /^\d+$/.test(word))
      .map(Number);
  } catch {
    return [];
  }
};

const descendantsOf = (pid: number): number[] =>
  childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilGone(pids: number[], what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!pids.every(isGone)) {
    if (Date.now() > deadline) throw new Error(`${what} (pids ${pids.join(' ')}) did not exit`);
    await delay(20);
  }
}

function hostProcess(child: ChildProcess, what: string): HostProcess {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A missing binary is reported by the start-up wait, not as an unhandled error.
  child.on('error', (error) => keep(Buffer.from(`${error.message}\n`)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const pids = () => (running() && child.pid ? [child.pid, ...childrenOf(child.pid)] : []);
  const killNow = (): number[] => {
    if (!running() || !child.pid) return [];
    // Frozen first: nginx's master replaces a killed worker at once, and a replacement born
    // after the listing would outlive us, holding the port and our end of its output pipes.
    sendSignal(child.pid, 'SIGSTOP');
    const all = [child.pid, ...descendantsOf(child.pid)];
    // SIGKILL ends a stopped (hung) process too.
    for (const pid of all) sendSignal(pid, 'SIGKILL');
    // Whatever it printed is kept; open pipes would keep a test runner from exiting.
    child.stdout?.destroy();
    child.stderr?.destroy();
    return all;
  };
  return {
    pids,
    running,
    exitStatus: () =>
      child.signalCode !== null
        ? `killed by ${child.signalCode}`
        : child.exitCode !== null
          ? `exited with code ${child.exitCode}`
          : null,
    output: () => output,
    killNow,
    kill: async () => {
      const exited = running() ? once(child, 'exit') : Promise.resolve();
      await waitUntilGone(killNow(), what);
      // Gone is not yet reaped: until Node has seen the exit, running() would still say yes
      // and a start() straight after would keep the dead process instead of starting one.
      await exited;
    },
  };
}

/** Resolves once `ready` says so; rejects with what it printed if it exits or takes too long. */
async function startedOrExited(
  child: ChildProcess,
  host: HostProcess,
  what: string,
  ready: (stillRunning: () => boolean) => Promise<void>,
): Promise<void> {
  let onExit = (): void => undefined;
  let timer: NodeJS.Timeout | undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    const fail = (reason: string) =>
      reject(new Error(`${what} ${reason}:\n${host.output().slice(-2_000)}`));
    onExit = () => fail(`exited (${child.signalCode ?? `code ${child.exitCode}`})`);
    child.once('exit', onExit);
    timer = setTimeout(
      () => fail(`did not start in ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([ready(host.running), failed]);
    // It stopped waiting because the process exited: say why.
    if (!host.running()) await failed;
  } catch (error) {
    await host.kill();
    throw error;
  } finally {
    child.off('exit', onExit);
    clearTimeout(timer);
  }
}

/**
 * `php -S` from `public/` with Laravel 8's server.php as the router, as `artisan serve` runs
 * it, but without artisan's watcher, which restarts the server when .env changes and then
 * cannot listen while the old workers still hold the port.
 */
export async function startPhpServer(options: {
  app: string;
  port: number;
  workers: number;
}): Promise<HostProcess> {
  const child = spawn('php', ['-S', `127.0.0.1:${options.port}`, '../server.php'], {
    cwd: path.join(options.app, 'public'),
    env: phpEnv({ PHP_CLI_SERVER_WORKERS: String(options.workers) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = hostProcess(child, 'The PHP server');
  // The parent and every worker say "started", each with its pid.
  const expected = options.workers > 1 ? options.workers + 1 : 1;
  const startedCount = () =>
    new Set([...server.output().matchAll(/^\[(\d+)\] .* started$/gm)].map((match) => match[1]))
      .size;
  const ready = async (stillRunning: () => boolean) => {
    while (stillRunning() && startedCount() < expected) await delay(20);
  };
  await startedOrExited(child, server, 'The PHP server', ready);
  return server;
}

const canConnect = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const NGINX_BINARIES = [
  '/usr/sbin/nginx',
  ...(process.env.PATH ?? '').split(':').map((dir) => `${dir}/nginx`),
];

/**
 * nginx as a Laravel host has it: files under `public/` (the photos) served by nginx itself,
 * everything else passed to PHP. When PHP is down it answers its own HTML 502 page.
 */
export async function startGateway(options: {
  app: string;
  prefix: string;
  port: number;
  phpPort: number;
}): Promise<HostProcess> {
  const nginx = NGINX_BINARIES.find((file) => fs.existsSync(file));
  if (!nginx) {
    throw new Error(
      'nginx is needed for the admin host\'s gateway: install Debian\'s "nginx" package ' +
        '(node scripts/ensureTestTools.mjs does).',
    );
  }
  // What each API request asked for, so tests can check every client asks for JSON.
  const serverBlock = `    log_format api_requests '$request_uri\t$http_accept\t$http_user_agent';

    server {
        listen 127.0.0.1:${options.port};
        root ${path.join(options.app, 'public')};

        location / {
            try_files $uri @laravel;
        }

        location @laravel {
            access_log ${apiRequestsLog(options.prefix)} api_requests;
            proxy_pass http://127.0.0.1:${options.phpPort};
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
        }
    }`;
  const config = path.join(options.prefix, 'nginx.conf');
  fs.writeFileSync(
    config,
    nginxMainConfig(options.prefix, serverBlock, "test/laravel-admin (the admin host's gateway)"),
  );
  const child = spawn(
    nginx,
    ['-p', `${options.prefix}/`, '-c', config, '-e', 'stderr', '-g', 'daemon off;'],
    { cwd: options.prefix, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const gateway = hostProcess(child, 'nginx');
  const ready = async (stillRunning: () => boolean) => {
    while (stillRunning() && !(await canConnect(options.port))) await delay(20);
  };
  await startedOrExited(child, gateway, 'nginx', ready);
  return gateway;
}

export const apiRequestsLog = (prefix: string) => path.join(prefix, 'api-requests.log');

/** `php artisan …` in the project; resolves with what it printed, rejects with it on failure. */
export function artisan(app: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('php', ['artisan', ...args], { cwd: app, env: phpEnv() }, (error, stdout, stderr) => {
      if (error) {
        reject(
          new Error(`php artisan ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`),
        );
      } else {
        resolve(stdout);
      }
    });
  });
}
