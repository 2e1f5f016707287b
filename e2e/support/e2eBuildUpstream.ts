// Builds the site for the browser tests' two-host topologies: against the upstream API double,
// and against the real Laravel admin host (test/laravel-admin), each with that host running.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startLaravelAdmin } from '../../test/laravel-admin/laravelAdmin';
import {
  LARAVEL_API,
  LARAVEL_DIST,
  LARAVEL_IMAGE_CACHE,
  LARAVEL_LIST_FIELDS,
  LARAVEL_NODE_SITE_PORT,
  LARAVEL_PORT,
  NODE_SITE_PORT,
  UPSTREAM_API,
  UPSTREAM_CONTENT_MAX_AGE_SECONDS,
  UPSTREAM_DIST,
  UPSTREAM_IMAGE_CACHE,
  UPSTREAM_PORT,
  siteOrigin,
} from '../topology';

const root = path.resolve(__dirname, '..', '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** webpack then the prerender into `distDir`, with the build settings given. */
async function build(distDir: string, imageCache: string, settings: Record<string, string>) {
  const env = {
    ...process.env,
    ...settings,
    // Short, so the browser tests see edits, new posts and deletions within seconds.
    CONTENT_MAX_AGE_SECONDS: String(UPSTREAM_CONTENT_MAX_AGE_SECONDS),
    DIST_DIR: distDir,
    // One cache per build: the two run at once and may resize the same photo.
    BUILD_CACHE_DIR: `.cache/${distDir}`,
  };
  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed`)),
      );
    });
  await run(bin('webpack'), ['--mode', 'production', '--env', `outDir=${distDir}`]);
  await run(bin('tsx'), ['scripts/prerender.ts']);
  // The hosts' photos are made afresh each run: variants of earlier ones would be stale.
  rmSync(path.join(root, imageCache), { recursive: true, force: true });
}

async function buildForUpstreamDouble() {
  const upstream = spawn(bin('tsx'), ['test/upstream-api/main.ts'], {
    cwd: root,
    env: { ...process.env, UPSTREAM_PORT: String(UPSTREAM_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      upstream.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Upstream API on')) resolve();
      });
      upstream.once('exit', (code) => reject(new Error(`The upstream double exited (${code})`)));
    });
    await build(UPSTREAM_DIST, UPSTREAM_IMAGE_CACHE, {
      API_BASE_URL: UPSTREAM_API,
      SITE_URL: siteOrigin(NODE_SITE_PORT),
      // One server takes the forms for both copies: its own pages and the static host's.
      FORMS_URL: siteOrigin(NODE_SITE_PORT),
    });
  } finally {
    upstream.kill('SIGTERM');
  }
}

// The browser tests' admin host is another run of the same seeded project on the same port,
// so the posts, their addresses and their photos' bytes are the ones built here.
async function buildForLaravel() {
  const admin = await startLaravelAdmin({ port: LARAVEL_PORT, listFields: LARAVEL_LIST_FIELDS });
  try {
    await build(LARAVEL_DIST, LARAVEL_IMAGE_CACHE, {
      API_BASE_URL: LARAVEL_API,
      SITE_URL: siteOrigin(LARAVEL_NODE_SITE_PORT),
      FORMS_URL: 'none',
    });
    // Without it Laravel answers errors as HTML pages: the build must ask as the site does.
    const asked = await admin.apiRequests();
    const notJson = asked.filter((request) => !request.accept.includes('application/json'));
    if (asked.length === 0) throw new Error('The build never asked Laravel for its posts.');
    if (notJson.length > 0) {
      throw new Error(
        `The build asked Laravel without Accept: application/json: ${notJson[0]?.uri}`,
      );
    }
    console.info(`The build asked Laravel ${asked.length} times, each for JSON.`);
  } finally {
    await admin.close();
  }
}

async function main() {
  // Side by side: each build spends much of its time waiting on its API and its photos.
  await Promise.all([buildForUpstreamDouble(), buildForLaravel()]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
