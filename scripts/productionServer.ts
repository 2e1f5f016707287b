// What the browser measurements (budgets, responsiveness) share.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { exited, spawnServer, stopChild } from './childProcess';

const root = path.resolve(__dirname, '..');
const START_TIMEOUT_MS = 30_000;

export interface ProductionServer {
  origin: string;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  port: number;
  /** The build to serve: DIST_DIR, as the server itself reads it. */
  distDir?: string;
  /** Fills the fresh database before the server opens it (it seeds an empty one itself). */
  prepareDatabase?: (dbPath: string) => void;
}

export const distDirFromEnv = (): string => path.resolve(root, process.env.DIST_DIR ?? 'dist');

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
};

const running = new Set<{ child: ChildProcess; tempDir: string }>();

/** Last resort on exit: 'exit' handlers cannot wait, so the server is killed outright. */
const killAllNow = () => {
  for (const { child, tempDir } of running) {
    if (!exited(child)) child.kill('SIGKILL');
    rmSync(tempDir, { recursive: true, force: true });
  }
  running.clear();
};
let cleanupInstalled = false;
const installCleanup = () => {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.once('exit', killAllNow);
  // Without these a Ctrl-C or a CI timeout ends Node without running the 'exit' handler.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
  }
};

// Starts server/main.ts on 127.0.0.1:`port` with a database in a temporary folder, and resolves
// once the site and its API answer.
export async function startProductionServer({
  port,
  distDir = distDirFromEnv(),
  prepareDatabase,
}: ServerOptions): Promise<ProductionServer> {
  const origin = `http://127.0.0.1:${port}`;
  const probe = `${origin}/api/posts?per_page=1`;
  // A server left on the port would answer the probe and be measured instead of this build.
  if (await answers(probe)) throw new Error(`Something already answers on ${origin}`);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build in ${path.relative(root, distDir) || '.'}: run npm run build first`);
  }

  installCleanup();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'harbourline-measure-'));
  const dbPath = path.join(tempDir, 'site.sqlite');
  try {
    prepareDatabase?.(dbPath);
  } catch (error) {
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
  const child = spawnServer({ port, dbPath, distDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const entry = { child, tempDir };
  running.add(entry);

  const stop = async () => {
    if (!running.delete(entry)) return;
    await stopChild(child);
    rmSync(tempDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(probe))) {
    if (exited(child) || Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start on ${origin}:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop };
}

export const chromiumInstalled = (): boolean => existsSync(CHROMIUM_PATH);

/** The machine's Chromium (never a downloaded one), with the browser tests' flags. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

// Waits until the page has loaded, the network has been idle for 500 ms (lazy chunks, API calls and
// images that start after `load` have arrived), and `quietMs` more have passed for the work those
// trigger.
export async function waitUntilSettled(page: Page, quietMs = 500): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(quietMs);
}
