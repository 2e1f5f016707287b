// Runs Debian's nginx with deploy/nginx-node.conf in front of a Node server, the way the file is
// meant to be deployed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxMainConfig } from './nginxMainConfig.mjs';

// From the project's folder, where npm and Playwright run (Playwright loads this as CommonJS,
// where import.meta does not exist).
export const NGINX_NODE_CONF = path.resolve('deploy', 'nginx-node.conf');

const SITE_NAME = 'www.example.com.au';
const CERTIFICATE_DIR = '/etc/ssl/harbourline/';

/** Each swap must match: a change to the deploy file that breaks one fails loudly. */
const swap = (text, pattern, replacement, description) => {
  if (!pattern.test(text)) {
    throw new Error(`deploy/nginx-node.conf no longer has ${description}.`);
  }
  pattern.lastIndex = 0;
  return text.replace(pattern, replacement);
};

/** The deploy file with the test's ports, name and certificate. */
export function testServerBlocks({
  httpsPort,
  httpPort,
  nodePort,
  secondNodePort,
  certificate,
  key,
  cacheDir,
}) {
  let conf = readFileSync(NGINX_NODE_CONF, 'utf8');
  conf = swap(conf, /(proxy_cache_path\s+)\S+/g, `$1${cacheDir}`, 'a proxy_cache_path');
  conf = swap(conf, /^(\s*listen\s+)443\b/gm, `$1127.0.0.1:${httpsPort}`, '"listen 443"');
  conf = swap(conf, /^(\s*listen\s+)80\b/gm, `$1127.0.0.1:${httpPort}`, '"listen 80"');
  // The two instances (upstream servers, and where the publish webhook goes).
  conf = swap(
    conf,
    /127\.0\.0\.1:8081\b/g,
    `127.0.0.1:${nodePort}`,
    'an instance at 127.0.0.1:8081',
  );
  conf = swap(
    conf,
    /127\.0\.0\.1:8082\b/g,
    `127.0.0.1:${secondNodePort ?? nodePort}`,
    'an instance at 127.0.0.1:8082',
  );
  conf = swap(
    conf,
    new RegExp(`https://${SITE_NAME.replaceAll('.', '\\.')}`, 'g'),
    `https://localhost:${httpsPort}`,
    `https://${SITE_NAME}`,
  );
  conf = swap(conf, new RegExp(SITE_NAME.replaceAll('.', '\\.'), 'g'), 'localhost', SITE_NAME);
  conf = swap(conf, /\S+\/fullchain\.pem;/g, `${certificate};`, 'ssl_certificate');
  conf = swap(conf, /\S+\/privkey\.pem;/g, `${key};`, 'ssl_certificate_key');
  if (conf.includes(CERTIFICATE_DIR)) {
    throw new Error(`deploy/nginx-node.conf has other paths under ${CERTIFICATE_DIR}.`);
  }
  return conf;
}

const nginxBinary = () => {
  const dirs = ['/usr/sbin', ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean)];
  const binary = dirs.map((dir) => path.join(dir, 'nginx')).find((file) => existsSync(file));
  if (!binary) throw new Error('nginx is needed: install Debian\'s "nginx" package.');
  return binary;
};

/** Writes the whole nginx.conf around the deploy file's server blocks. */
const writeConfig = (prefix, serverBlocks) => {
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(
    file,
    nginxMainConfig(prefix, serverBlocks, 'e2e/support/nginxNode.mjs for the Observatory check'),
  );
  return file;
};

/** Checks and starts nginx; resolves with the running process. */
export function startNginx(prefix, options) {
  const nginx = nginxBinary();
  const config = writeConfig(prefix, testServerBlocks({ cacheDir: `${prefix}/cache`, ...options }));
  // -e: errors before the configuration is read go to stderr, not to /var/log/nginx.
  const args = ['-p', `${prefix}/`, '-c', config, '-e', 'stderr', '-g', 'daemon off;'];
  const check = spawnSync(nginx, ['-t', '-q', ...args], { stdio: 'inherit' });
  if (check.status !== 0) {
    throw new Error(`nginx rejected ${config} (made from deploy/nginx-node.conf).`);
  }
  return spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}
