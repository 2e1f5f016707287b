// `npm start`: build the site when the build is missing or older than its sources (and compile
// the server when it is), then serve the site and the reference API. A build elsewhere
// (DIST_DIR) is served as it is.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedSetting, readBuildRecord } from '../contract/buildRecord.mjs';
import { buildServer, SERVER_OUT_DIR, serverBuildIsStale } from './buildServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultDist = path.join(root, 'dist');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const builtPage = path.join(distDir, 'index.html');
const sources = [
  'src',
  'contract',
  'public',
  'webpack.config.ts',
  'babel.config.js',
  'package-lock.json',
];

const newestMtime = (target) => {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
};

/** Why the build cannot be served as it is with the settings given now, or null. */
const changedSettingNote = () => {
  const record = readBuildRecord(distDir);
  if (record === null) return 'it records no settings';
  const changed = changedSetting(record, process.env);
  return changed ? `${changed} is not what it was built with` : null;
};

const needsBuild = () => {
  if (!existsSync(builtPage) || changedSettingNote()) return true;
  const builtAt = statSync(builtPage).mtimeMs;
  return sources.some((source) => {
    const full = path.join(root, source);
    return existsSync(full) && newestMtime(full) > builtAt;
  });
};

const shownDist = path.relative(root, distDir) || '.';
// An install for production (npm ci --omit=dev) has no webpack or esbuild: what was built
// before is served as it is (npm prune rewrites package-lock.json, which looks like a change).
const canBuild = existsSync(path.join(root, 'node_modules', '.bin', 'webpack'));
const canCompile = existsSync(path.join(root, 'node_modules', 'esbuild', 'package.json'));
const NO_TOOLS = 'this install has no build tools (npm ci --omit=dev)';

if (!needsBuild()) {
  console.info(`The build in ${shownDist}/ is up to date.`);
} else if (!canBuild && existsSync(builtPage)) {
  console.warn(`The build in ${shownDist}/ may be out of date, and ${NO_TOOLS}: serving it.`);
} else if (distDir !== defaultDist) {
  console.error(
    existsSync(builtPage)
      ? `The build in ${shownDist}/ is out of date (${changedSettingNote() ?? 'its sources are newer'}); npm run build writes dist/.`
      : `There is no build in ${shownDist}/; npm run build writes dist/.`,
  );
  process.exit(1);
} else if (!canBuild) {
  console.error(`There is no build in dist/, and ${NO_TOOLS}: run npm ci, then npm run build.`);
  process.exit(1);
} else {
  console.info('Building the site (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The compiled server (dist-server/server.js) follows the server's sources, whatever the build.
const compiledServer = path.join(SERVER_OUT_DIR, 'server.js');
if (serverBuildIsStale() && canCompile) {
  console.info('Compiling the server (npm run build:server)…');
  await buildServer();
} else if (serverBuildIsStale() && existsSync(compiledServer)) {
  console.warn(`The compiled server may be out of date, and ${NO_TOOLS}: running it.`);
} else if (!existsSync(compiledServer)) {
  console.error(`The server is not compiled, and ${NO_TOOLS}: run npm ci, then npm run build.`);
  process.exit(1);
}

// Exactly `npm run serve`, which caps the heap the server's bounded caches need.
const server = spawn('npm', ['run', '--silent', 'serve'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, MIGRATE_ON_START: process.env.MIGRATE_ON_START ?? 'true' },
});
// A stop signal goes on to the server, which drains and stops; this script ends with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
