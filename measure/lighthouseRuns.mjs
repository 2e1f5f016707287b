// What `npm run lighthouse` and `npm run perf:compare` share, so that both measure the
// production server in the same browser in the same way.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// The browser tests' Chromium, with the same flags (tsx runs these scripts, so TypeScript imports).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Chromium (and Node's fetch) refuse some ports as unsafe, 4190 among them (ManageSieve). */
export const launchChrome = (ports, options = {}) =>
  chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--explicitly-allowed-ports=${ports.join(',')}`,
    ],
    ...options,
  });

/** A GET over node:http, which unlike fetch reaches every port. */
export const httpGet = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      })
      .on('error', reject);
  });

const answers = (url) =>
  httpGet(url).then(
    ({ status }) => status >= 200 && status < 300,
    () => false,
  );

// Runs `node ...args` from the repository root until `stop()`, resolving once `readyUrl` answers.
export const startProcess = async (args, { env = {}, readyUrl, timeoutMs = 30_000 }) => {
  const { origin } = new URL(readyUrl);
  // Otherwise another program on the port would be measured in our server's place.
  if (await answers(readyUrl)) {
    throw new Error(`Something already answers on ${origin}: stop it first.`);
  }
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  // A script that exits early (an error, Ctrl-C) must not leave the server running.
  const killNow = () => running() && child.kill('SIGTERM');
  process.once('exit', killNow);
  const stop = async () => {
    process.removeListener('exit', killNow);
    if (!running()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(readyUrl))) {
    if (!running() || Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start on ${origin}${errors && `:\n${errors.trim()}`}`);
    }
    await delay(200);
  }
  return { stop };
};

/** Our production server (DIST_DIR from the environment) with a fresh seeded database. */
export const startSiteServer = async (port) => {
  const origin = `http://127.0.0.1:${port}`;
  const dbDir = mkdtempSync(path.join(os.tmpdir(), 'harbourline-lh-'));
  process.once('exit', () => rmSync(dbDir, { recursive: true, force: true }));
  const server = await startProcess(['--import', 'tsx', 'server/main.ts'], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_PATH: path.join(dbDir, 'lh.sqlite'),
      MIGRATE_ON_START: 'true',
    },
    readyUrl: `${origin}/api/posts?per_page=1`,
  });
  return { origin, stop: server.stop };
};

export const firstPostPath = async (origin) => {
  const { data } = JSON.parse((await httpGet(`${origin}/api/posts?per_page=1`)).body);
  return `/blog/${data[0].slug}`;
};

const ATTEMPTS = 3;

/** One Lighthouse run with its defaults: mobile, simulated throttling. */
export const runLighthouse = async (url, chromePort, label = url) => {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
    // A cold browser occasionally fails to record the trace (NO_NAVSTART).
    if (!result.lhr.runtimeError || attempt === ATTEMPTS) return result;
    console.warn(`${label}: ${result.lhr.runtimeError.code}, running again (attempt ${attempt})`);
  }
};

/** The four category scores (0–100) and the timings (ms; CLS unitless) of a report. */
export const figures = (lhr) => {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
  };
};

/** The audits that cost a category points (the weighted ones that did not pass). */
export const failingAudits = (lhr, category) =>
  Object.values(lhr.audits).filter(
    (a) =>
      a.score !== null &&
      a.score < 1 &&
      lhr.categories[category]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
  );

export const median = (values) => {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A table that reads in a terminal and pastes into Markdown; the first row is the header. */
export const markdownTable = ([header, ...rows]) => {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((row) => String(row[i]).length)),
  );
  const line = (values) =>
    `| ${values.map((value, i) => String(value).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
};
