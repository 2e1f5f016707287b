// The site build the server serves.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadBuildSettings } from '../../server/config/buildSettings';
import { stopChild, waitForExit } from '../../scripts/childProcess';
import { cleanEnv, startChild, tail, tempDirs } from './children';

const root = path.resolve(__dirname, '..', '..');
const BUILD_TIMEOUT_MS = 5 * 60_000;

async function run(what: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = startChild({ name: what, command, args, env });
  const done = await waitForExit(child, BUILD_TIMEOUT_MS);
  if (!done) {
    await stopChild(child);
    throw new Error(`${what} took longer than ${BUILD_TIMEOUT_MS / 1000} s:\n${tail(child)}`);
  }
  if (child.exitCode !== 0) throw new Error(`${what} failed:\n${tail(child)}`);
}

/** Builds the site for the upstream double into a temporary folder; returns its dist dir. */
export async function buildSite(apiBaseUrl: string): Promise<string> {
  const cacheDir = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const tempDir = fs.mkdtempSync(path.join(cacheDir, 'bench-render-'));
  tempDirs.add(tempDir);
  const distDir = path.join(tempDir, 'dist');
  const env = cleanEnv({ API_BASE_URL: apiBaseUrl });
  const started = performance.now();
  process.stdout.write(`Building the site for ${apiBaseUrl} into ${distDir} … `);
  await run(
    'webpack',
    process.execPath,
    [
      path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'),
      '--mode',
      'production',
      '--env',
      `outDir=${distDir}`,
    ],
    env,
  );
  await run('The prerender', process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], {
    ...env,
    DIST_DIR: distDir,
  });
  console.info(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return distDir;
}

/** The loopback port of the upstream double an existing build was made for. */
export function upstreamPortOf(distDir: string): number {
  const settings = loadBuildSettings(distDir);
  if (!settings)
    throw new Error(`${distDir} has no build (no ${distDir}-server/build-settings.json).`);
  const url = settings.API_BASE_URL.startsWith('/') ? null : new URL(settings.API_BASE_URL);
  if (!url || url.hostname !== '127.0.0.1' || url.pathname !== '/api' || url.port === '') {
    throw new Error(
      `${distDir} was built with API_BASE_URL=${settings.API_BASE_URL}; the benchmark needs a ` +
        'build for the upstream double, API_BASE_URL=http://127.0.0.1:PORT/api.',
    );
  }
  return Number(url.port);
}
