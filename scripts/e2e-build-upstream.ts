// Builds the site for the browser tests' two-host topology.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  NODE_SITE_PORT,
  UPSTREAM_API,
  UPSTREAM_CONTENT_MAX_AGE_SECONDS,
  UPSTREAM_DIST,
  UPSTREAM_IMAGE_CACHE,
  UPSTREAM_PORT,
  siteOrigin,
} from '../e2e/topology';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

async function main() {
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
    const env = {
      ...process.env,
      API_BASE_URL: UPSTREAM_API,
      SITE_URL: siteOrigin(NODE_SITE_PORT),
      // One server takes the forms for both copies: its own pages and the static host's.
      FORMS_URL: siteOrigin(NODE_SITE_PORT),
      CONTENT_MAX_AGE_SECONDS: String(UPSTREAM_CONTENT_MAX_AGE_SECONDS),
      DIST_DIR: UPSTREAM_DIST,
    };
    const run = (command: string, args: string[]) => {
      const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
    };
    run(bin('webpack'), ['--mode', 'production', '--env', `outDir=${UPSTREAM_DIST}`]);
    run(bin('tsx'), ['scripts/prerender.ts']);
    // The double's photos are made afresh each run: variants of earlier ones would be stale.
    rmSync(path.join(root, UPSTREAM_IMAGE_CACHE), { recursive: true, force: true });
  } finally {
    upstream.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
