// `npm run load`: a bounded load test on loopback against the production server.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LOAD_PORT ?? 4185);
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.LOAD_SECONDS ?? 10);

const waitUntilUp = async () => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/posts?per_page=1`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not start on ${origin}`);
};

const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DB_PATH: path.join(mkdtempSync(path.join(os.tmpdir(), 'harbourline-load-')), 'load.sqlite'),
    MIGRATE_ON_START: 'true',
  },
  stdio: 'ignore',
});

let failed = false;
try {
  await waitUntilUp();
  const { data } = await (await fetch(`${origin}/api/posts?per_page=1`)).json();
  const targets = [
    ['/', 'home (prerendered)'],
    ['/services/cleaning', 'service page (prerendered)'],
    ['/api/posts', 'posts API (all posts)'],
    [`/blog/${data[0].slug}`, 'post (rendered per request)'],
  ];
  const rows = [];
  for (const [urlPath, label] of targets) {
    const result = await autocannon({
      url: `${origin}${urlPath}`,
      connections: 20,
      duration: seconds,
      headers: { accept: 'text/html,application/json', 'accept-encoding': 'gzip, br' },
    });
    const bad = result.errors + result.timeouts + result.non2xx;
    failed ||= bad > 0;
    rows.push([
      label,
      Math.round(result.requests.average),
      result.latency.p99,
      result.latency.p50,
      bad,
    ]);
  }
  console.info(`Load test: ${seconds} s per target, 20 connections, loopback`);
  console.info('| target | req/s | p99 ms | p50 ms | errors |');
  console.info('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.info(`| ${row.join(' | ')} |`);
} finally {
  server.kill('SIGTERM');
}
if (failed) {
  console.error('Some requests failed.');
  process.exit(1);
}
