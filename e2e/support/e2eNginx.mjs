// Serves a production build (DIST_DIR, default dist/) with real nginx and deploy/nginx.conf, for
// the static-hosting browser tests. nginx runs unprivileged-style in the foreground from a
// temporary prefix folder (pid, temp files and logs inside it), on NGINX_PORT (default 4175) at
// 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdtempSync } from 'node:fs';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxMainConfig } from './nginxMainConfig.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.NGINX_PORT ?? 4175);
const DEPLOY_ROOT = '/var/www/harbourline';
const LISTEN = /^(\s*listen\s+)8080(\s*;)/gm;

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const findNginx = () => {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
};

const nginx = findNginx();
if (!nginx) {
  fail('nginx is needed for the static-hosting tests: install Debian\'s "nginx" package.');
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  fail(`NGINX_PORT must be a port number, not "${process.env.NGINX_PORT}".`);
}
if (!existsSync(path.join(distDir, 'index.html'))) {
  fail(`No production build in ${distDir}: run "npm run build" first.`);
}
if (!existsSync(path.join(distDir, '_nginx-headers.conf'))) {
  fail(`${distDir} has no _nginx-headers.conf: the build writes it (scripts/deployFiles.ts).`);
}
// The path goes into nginx's configuration unquoted.
if (!/^[\w./-]+$/.test(distDir)) {
  fail(`The build folder's path cannot go into nginx's configuration as it is: ${distDir}`);
}

const serverBlock = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
const listens = serverBlock.match(LISTEN) ?? [];
if (listens.length !== 1 || !serverBlock.includes(DEPLOY_ROOT)) {
  fail(`deploy/nginx.conf should have one "listen 8080;" and use ${DEPLOY_ROOT}.`);
}
const testServerBlock = serverBlock
  .replaceAll(DEPLOY_ROOT, distDir)
  .replace(LISTEN, `$1127.0.0.1:${port}$2`);

const PREFIX_NAME = 'harbourline-nginx-';

// Removes the folders of earlier runs that were killed outright (SIGKILL leaves no chance to clean
// up): those whose nginx is gone, older than a minute so a run that is starting right now keeps its
// own.
const removeStalePrefixes = () => {
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX_NAME)) continue;
    const dir = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - statSync(dir).mtimeMs < 60_000) continue;
      const pid = Number(readFileSync(path.join(dir, 'nginx.pid'), 'utf8'));
      if (pid > 0) {
        process.kill(pid, 0);
        continue; // still serving
      }
    } catch (error) {
      if (error.code === 'EPERM') continue; // alive, another user's
    }
    rmSync(dir, { recursive: true, force: true });
  }
};

removeStalePrefixes();
const prefix = mkdtempSync(path.join(os.tmpdir(), PREFIX_NAME));
// When started as root, nginx's workers run as an unprivileged user and need to enter it.
chmodSync(prefix, 0o755);
const config = path.join(prefix, 'nginx.conf');
writeFileSync(
  config,
  nginxMainConfig(prefix, testServerBlock, 'e2e/support/e2eNginx.mjs for the static-hosting tests'),
);

const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
// -e: errors before the configuration is read go to stderr, not to /var/log/nginx.
const args = ['-p', `${prefix}/`, '-c', config, '-e', 'stderr', '-g', 'daemon off;'];

const check = spawnSync(nginx, ['-t', '-q', ...args], { stdio: 'inherit' });
if (check.status !== 0) {
  cleanUp();
  fail(`nginx rejected the configuration (${config} with deploy/nginx.conf).`);
}

console.info(`nginx serving ${path.relative(root, distDir) || '.'} at http://127.0.0.1:${port}/`);
const server = spawn(nginx, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('error', (error) => {
  cleanUp();
  fail(`Could not start nginx: ${error.message}`);
});
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
});
