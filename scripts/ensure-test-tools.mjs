// The browser tests drive the system's Chromium (never a downloaded one), the HTML checker needs
// Java, and the static-hosting tests serve the build with Debian's nginx (scripts/e2e-nginx.mjs
// runs its own instance; the system service is never used), and the PostgreSQL store's tests make a
// cluster of their own with Debian's postgresql binaries.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensureObservatoryScanner } from './observatory/install.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canInstall = isRoot && existsSync('/usr/bin/apt-get');
let updated = false;

const aptInstall = (pkg) => {
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!updated) updated = run(['update', '-qq']);
  return updated && run(['install', '-y', '-qq', pkg]);
};

const ensure = ({ name, present, pkg, advice }) => {
  if (present()) return true;
  if (!canInstall) {
    console.error(`${name} is needed for the tests: ${advice}`);
    return false;
  }
  console.info(`Installing Debian's ${pkg} for the tests…`);
  if (aptInstall(pkg) && present()) return true;
  console.error(`Installing ${pkg} with apt-get failed.`);
  return false;
};

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const hasJava = () => runs('java', ['-version']);

const ok = [
  ensure({
    name: 'Chromium',
    present: () => existsSync(chromiumPath),
    pkg: 'chromium',
    advice:
      process.env.CHROME_PATH === undefined
        ? 'install Debian\'s "chromium" package or set CHROME_PATH to a Chromium/Chrome binary.'
        : `CHROME_PATH points at ${chromiumPath}, which does not exist.`,
  }),
  ensure({
    name: 'Java',
    present: hasJava,
    pkg: 'default-jre-headless',
    advice: 'install a Java runtime (Debian: default-jre-headless) for the Nu HTML Checker.',
  }),
  ensure({
    name: 'nginx',
    present: () => existsSync('/usr/sbin/nginx'),
    pkg: 'nginx',
    advice:
      'install Debian\'s "nginx" package for the static-hosting tests (scripts/e2e-nginx.mjs).',
  }),
  ensure({
    name: 'PostgreSQL',
    present: () =>
      existsSync('/usr/lib/postgresql') &&
      readdirSync('/usr/lib/postgresql').some((version) =>
        existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
      ),
    pkg: 'postgresql',
    advice:
      'install Debian\'s "postgresql" package: the store tests make their own cluster with its initdb (the system service is never used).',
  }),
  ensure({
    name: 'openssl',
    present: () => runs('openssl', ['version']),
    pkg: 'openssl',
    advice: 'install Debian\'s "openssl" package: the Observatory check makes a certificate.',
  }),
  ensure({
    name: 'systemd-analyze',
    present: () => runs('systemd-analyze', ['--version']),
    pkg: 'systemd',
    advice:
      'install Debian\'s "systemd" package: the tests check deploy/harbourline.service with systemd-analyze verify.',
  }),
  ensureObservatoryScanner(),
].every(Boolean);

process.exit(ok ? 0 : 1);
