// `node measure/serverStart.mjs [runs]`: how long the server takes from spawn to its
// first /healthz 200, and its resident memory once idle for 10 s, run from the TypeScript
// sources through tsx and compiled (dist-server/server.js), alternately, on the same build.
// Needs `npm run build` first. Prints each run and the medians.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 5);
const PORT = Number(process.env.MEASURE_PORT ?? 18_181);
const IDLE_MS = 10_000;

const VARIANTS = {
  tsx: ['--max-old-space-size=256', '--import', 'tsx', 'server/main.ts'],
  compiled: ['--max-old-space-size=256', 'dist-server/server.js'],
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident kilobytes of a process and of every process under it (tsx's esbuild service). */
const rssKb = (pid) => {
  let own = 0;
  try {
    own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return { own: 0, tree: 0 };
  }
  let tree = own;
  // A child started from a worker thread (tsx's loader runs in one) is listed under that thread.
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8');
    } catch {
      continue; // The thread has ended.
    }
    for (const child of children.split(/\s+/)) if (child) tree += rssKb(Number(child)).tree;
  }
  return { own, tree };
};

const healthy = async () => {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/healthz`)).status === 200;
  } catch {
    return false;
  }
};

async function once(args, dbPath) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DB_PATH: dbPath,
      MIGRATE_ON_START: 'true',
      SHUTDOWN_DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited before it answered`);
    await sleep(10);
  }
  const listenMs = performance.now() - started;
  await sleep(IDLE_MS);
  const rss = rssKb(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { listenMs, rssMb: rss.own / 1024, treeMb: rss.tree / 1024 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'harbourline-start-'));
try {
  // One start makes and seeds the database; each measured start gets a copy of it.
  const template = path.join(dir, 'template.sqlite');
  await once(VARIANTS.compiled, template);
  const results = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const [name, args] of Object.entries(VARIANTS)) {
      const dbPath = path.join(dir, `${name}-${run}.sqlite`);
      copyFileSync(template, dbPath);
      const result = await once(args, dbPath);
      results[name].push(result);
      console.info(
        `${name} run ${run}: listening after ${result.listenMs.toFixed(0)} ms, ` +
          `RSS ${result.rssMb.toFixed(1)} MB (with child processes ${result.treeMb.toFixed(1)} MB)`,
      );
    }
  }
  for (const [name, list] of Object.entries(results)) {
    const of = (key) => median(list.map((result) => result[key]));
    console.info(
      `${name} (node ${VARIANTS[name].join(' ')}), median of ${list.length}: ` +
        `${of('listenMs').toFixed(0)} ms to /healthz 200, RSS ${of('rssMb').toFixed(1)} MB, ` +
        `with child processes ${of('treeMb').toFixed(1)} MB`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
