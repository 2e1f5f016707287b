import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { HostProcess } from './processes';
import {
  apiRequestsLog,
  artisan,
  phpEnv,
  sendSignal,
  startGateway,
  startPhpServer,
} from './processes';
import type { Workspace } from './workspace';
import { freePort, makeWorkspace, newAppKey, removeWorkspace, writeEnv } from './workspace';

/**
 * The company's Laravel admin host for tests: the real project in this folder (README.md),
 * copied to a temporary folder, migrated and seeded (44 posts), served by PHP's built-in
 * server behind nginx, as Laravel runs behind a web server in production. Its methods are the
 * editors' actions and the outages a visitor of the site can meet.
 */

/** What the tests may change while it runs: written to .env, read by Laravel on each request. */
export interface LaravelSettings {
  /** Origins allowed by CORS (CORS_ALLOWED_ORIGINS); none by default. */
  corsOrigins?: string[];
  /** BLOG_LIST_FIELDS: `summary` leaves body, photo, author and read_time out of the list. */
  listFields?: 'all' | 'summary';
  /** API requests a minute per client address (API_RATE_LIMIT). */
  rateLimit?: number;
  /** The website's publish webhook, called after each post saved or deleted (PostObserver). */
  publishWebhook?: { url: string; secret: string };
}

export interface LaravelAdminOptions extends LaravelSettings {
  /** The host's port (nginx's); a free one by default. */
  port?: number;
  /** PHP_CLI_SERVER_WORKERS: requests PHP answers at once. */
  workers?: number;
}

/** Everything a test can make the admin host do; each resolves once it has taken effect. */
export interface LaravelAdminActions {
  /** A new post, dated now (`php artisan posts:publish`). */
  publish(slug: string, title: string): Promise<{ id: number }>;
  /** `php artisan posts:delete`; refuses a slug that names no post. */
  deletePost(slug: string): Promise<void>;
  /** The whole host unreachable: connections refused. */
  stop(): Promise<void>;
  /** Whatever of the host was stopped (by stop() or gatewayError()) runs again. */
  start(): Promise<void>;
  /** PHP stopped behind a running nginx: nginx's own HTML 502 page. */
  gatewayError(): Promise<void>;
  /** The SQLite file moved away: every API request a 500 "Server Error" from Laravel. */
  removeDatabase(): Promise<void>;
  restoreDatabase(): Promise<void>;
  /** `php artisan down`: 503 (with Retry-After when given). */
  down(options?: { retryAfterSeconds?: number }): Promise<void>;
  up(): Promise<void>;
  /** PHP's processes stopped (SIGSTOP): connections accepted, never answered. */
  hang(): Promise<void>;
  /** SIGCONT: the held requests are answered. */
  resume(): Promise<void>;
  /** The requests Laravel was asked so far (through the gateway), oldest first. */
  apiRequests(): Promise<ApiRequest[]>;
  /** Changes settings from the next request on. */
  configure(settings: LaravelSettings): Promise<void>;
  /** Ends every outage and waits until the API answers. */
  recover(): Promise<void>;
  /** recover(), the settings it started with, and the seeded posts again. */
  reset(): Promise<void>;
}

/** A request to Laravel as the gateway logged it. */
export interface ApiRequest {
  /** Path and query. */
  uri: string;
  accept: string;
  userAgent: string;
}

export interface LaravelAdmin extends LaravelAdminActions {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** `origin + '/api'` */
  apiBaseUrl: string;
  port: number;
  /** The running copy of the project: its .env, database and storage/logs/laravel.log. */
  appDir: string;
  /** Stops every process it started and removes its folder (also done when Node exits). */
  close(): Promise<void>;
}

export const SEEDED_POSTS = 44;
/** Laravel's 60 a minute would throttle a test run, whose requests all come from 127.0.0.1. */
const DEFAULT_RATE_LIMIT = 10_000;
const DEFAULT_WORKERS = 4;
const READY_TIMEOUT_MS = 20_000;

export async function startLaravelAdmin(options: LaravelAdminOptions = {}): Promise<LaravelAdmin> {
  checkPhp();
  const workspace = makeWorkspace();
  try {
    const [port, phpPort] = await Promise.all([
      options.port ? Promise.resolve(options.port) : freePort(),
      freePort(),
    ]);
    const host = new LaravelAdminHost(workspace, port, phpPort, options);
    await host.open();
    return host;
  } catch (error) {
    removeWorkspace(workspace);
    throw error;
  }
}

function checkPhp(): void {
  const check = spawnSync(
    'php',
    [
      '-r',
      'exit(extension_loaded("pdo_sqlite") && extension_loaded("gd") && stream_resolve_include_path("Illuminate/autoload.php") ? 0 : 1);',
    ],
    { env: phpEnv() },
  );
  if (check.status !== 0) {
    throw new Error(
      "PHP with SQLite, GD and Laravel 8 is needed for the admin host: install Debian's " +
        '"php-cli php-sqlite3 php-gd php-laravel-framework" (node scripts/ensureTestTools.mjs does).',
    );
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class LaravelAdminHost implements LaravelAdmin {
  readonly origin: string;
  readonly apiBaseUrl: string;
  readonly appDir: string;
  private readonly appKey = newAppKey();
  private readonly initialSettings: LaravelSettings;
  private settings: LaravelSettings;
  private php: HostProcess | undefined;
  private gateway: HostProcess | undefined;
  private hung = false;
  private closed = false;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly killOnExit = () => this.killNow();

  constructor(
    private readonly workspace: Workspace,
    readonly port: number,
    private readonly phpPort: number,
    private readonly options: LaravelAdminOptions,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
    this.apiBaseUrl = `${this.origin}/api`;
    this.appDir = workspace.app;
    const { corsOrigins, listFields, rateLimit } = options;
    this.initialSettings = { corsOrigins, listFields, rateLimit };
    this.settings = this.initialSettings;
  }

  async open(): Promise<void> {
    process.on('exit', this.killOnExit);
    try {
      this.writeEnv();
      await Promise.all([
        this.artisan('migrate:fresh', '--seed', '--force'),
        this.artisan('storage:link'),
      ]);
      await this.startProcesses();
      await this.waitUntilAnswering();
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  publish = (slug: string, title: string) =>
    this.serially(async () => {
      const said = await this.artisan('posts:publish', slug, title);
      const id = /published #(\d+)/.exec(said)?.[1];
      if (id === undefined) throw new Error(`posts:publish said: ${said}`);
      return { id: Number(id) };
    });

  deletePost = (slug: string) =>
    this.serially(async () => {
      const said = await this.artisan('posts:delete', slug);
      if (!/deleted [1-9]/.test(said))
        throw new Error(`No post "${slug}" to delete (${said.trim()})`);
    });

  stop = () =>
    this.serially(async () => {
      await this.gateway?.kill();
      await this.killPhp();
    });

  start = () => this.serially(() => this.startProcesses());

  gatewayError = () =>
    this.serially(async () => {
      await this.killPhp();
      await this.startProcesses({ php: false });
    });

  removeDatabase = () =>
    this.serially(async () => {
      if (fs.existsSync(this.database)) fs.renameSync(this.database, this.awayDatabase);
    });

  restoreDatabase = () => this.serially(async () => this.restoreDatabaseNow());

  down = ({ retryAfterSeconds }: { retryAfterSeconds?: number } = {}) =>
    this.serially(async () => {
      const retry = retryAfterSeconds === undefined ? [] : [`--retry=${retryAfterSeconds}`];
      await this.artisan('down', ...retry);
    });

  up = () => this.serially(() => this.upNow());

  hang = () =>
    this.serially(async () => {
      const pids = this.php?.pids() ?? [];
      if (pids.length === 0) throw new Error('hang(): the PHP server is not running');
      for (const pid of pids) sendSignal(pid, 'SIGSTOP');
      this.hung = true;
    });

  resume = () => this.serially(async () => this.resumeNow());

  apiRequests = async (): Promise<ApiRequest[]> => {
    const log = apiRequestsLog(this.workspace.nginx);
    const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        const [uri = '', accept = '', userAgent = ''] = line.split('\t');
        // nginx logs an absent header as "-".
        return { uri, accept: accept === '-' ? '' : accept, userAgent };
      });
  };

  configure = (settings: LaravelSettings) =>
    this.serially(async () => {
      this.settings = { ...this.settings, ...settings };
      this.writeEnv();
    });

  recover = () =>
    this.serially(async () => {
      await this.recoverNow();
      await this.waitUntilAnswering();
    });

  reset = () =>
    this.serially(async () => {
      await this.recoverNow();
      this.settings = this.initialSettings;
      this.writeEnv();
      // cache:clear forgets the rate limiter's counts.
      await Promise.all([
        this.artisan('migrate:fresh', '--seed', '--force'),
        this.artisan('cache:clear'),
      ]);
      await this.waitUntilAnswering();
    });

  close = async (): Promise<void> => {
    if (this.closed) return;
    this.closed = true;
    process.off('exit', this.killOnExit);
    await Promise.all([this.gateway?.kill(), this.killPhp()]);
    removeWorkspace(this.workspace);
  };

  private get database() {
    return path.join(this.appDir, 'database', 'database.sqlite');
  }

  private get awayDatabase() {
    return `${this.database}.away`;
  }

  /** One action at a time, in the order asked, so a test's steps never interleave. */
  private serially<T>(action: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The admin host is closed.'));
    const run = this.queue.then(action, action);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private artisan(...args: string[]): Promise<string> {
    return artisan(this.appDir, args);
  }

  private writeEnv(): void {
    const {
      corsOrigins = [],
      listFields = 'all',
      rateLimit = DEFAULT_RATE_LIMIT,
      publishWebhook,
    } = this.settings;
    writeEnv(this.appDir, {
      APP_URL: this.origin,
      APP_KEY: this.appKey,
      CORS_ALLOWED_ORIGINS: corsOrigins.join(','),
      BLOG_LIST_FIELDS: listFields,
      API_RATE_LIMIT: String(rateLimit),
      PUBLISH_WEBHOOK_URL: publishWebhook?.url ?? '',
      PUBLISH_WEBHOOK_SECRET: publishWebhook?.secret ?? '',
    });
  }

  private async startProcesses({ php = true, waitForLaravel = true } = {}): Promise<void> {
    if (php && !this.php?.running()) {
      this.hung = false;
      this.php = await startPhpServer({
        app: this.appDir,
        port: this.phpPort,
        workers: this.options.workers ?? DEFAULT_WORKERS,
      });
    }
    if (!this.gateway?.running()) {
      this.gateway = await startGateway({
        app: this.appDir,
        prefix: this.workspace.nginx,
        port: this.port,
        phpPort: this.phpPort,
      });
    }
    if (php && !this.hung && waitForLaravel) await this.waitUntilAnswering({ fromLaravel: true });
  }

  private async killPhp(): Promise<void> {
    await this.php?.kill();
    this.hung = false;
  }

  private resumeNow(): void {
    if (!this.hung) return;
    for (const pid of this.php?.pids() ?? []) sendSignal(pid, 'SIGCONT');
    this.hung = false;
  }

  private restoreDatabaseNow(): void {
    if (fs.existsSync(this.awayDatabase)) fs.renameSync(this.awayDatabase, this.database);
  }

  private async upNow(): Promise<void> {
    await this.artisan('up');
  }

  private async recoverNow(): Promise<void> {
    this.resumeNow();
    this.restoreDatabaseNow();
    if (fs.existsSync(path.join(this.appDir, 'storage', 'framework', 'down'))) await this.upNow();
    await this.startProcesses();
  }

  /**
   * Until the API answers 200 or, with `fromLaravel`, anything Laravel itself says (its 500 or
   * 503 during an outage): not the gateway's 502 while PHP is still coming up.
   */
  private async waitUntilAnswering({ fromLaravel = false } = {}): Promise<void> {
    const url = `${this.apiBaseUrl}/posts?per_page=1`;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let last = '';
    let restarts = 0;
    while (Date.now() < deadline) {
      // Seen only when a start() followed a stop() before Node reaped the killed server (kill()
      // now waits for that); should it exit on its own while coming up, once, start it again.
      if (this.php && !this.php.running() && restarts === 0) {
        restarts += 1;
        console.warn(`The PHP server exited by itself; starting it again.\n${this.diagnostics()}`);
        await this.startProcesses({ waitForLaravel: false });
      }
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(2_000),
        });
        const body = await response.text();
        if (response.ok || (fromLaravel && response.status !== 502 && response.status !== 504)) {
          return;
        }
        last = `${response.status} ${body.slice(0, 300)}`;
      } catch (error) {
        last = String(error);
      }
      await delay(50);
    }
    throw new Error(`The admin host did not answer ${url}: ${last}\n${this.diagnostics()}`);
  }

  private diagnostics(): string {
    const log = path.join(this.appDir, 'storage', 'logs', 'laravel.log');
    const laravel = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2_000) : '';
    return [
      `PHP (${this.php?.running() ? 'running' : (this.php?.exitStatus() ?? 'not started')}): ${this.php?.output().slice(-1_000) ?? ''}`,
      `nginx: ${this.gateway?.output().slice(-1_000) ?? '(not started)'}`,
      `laravel.log: ${laravel}`,
    ].join('\n');
  }

  /** On exit nothing asynchronous runs: kill by pid and remove the folder at once. */
  private killNow(): void {
    this.gateway?.killNow();
    this.php?.killNow();
    removeWorkspace(this.workspace);
  }
}
