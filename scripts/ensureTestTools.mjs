// The browser tests drive the system's Chromium (never a downloaded one), the HTML checker needs
// Java, and the static-hosting tests serve the build with Debian's nginx (e2e/support/e2eNginx.mjs
// runs its own instance; the system service is never used), the PostgreSQL store's tests make a
// cluster of their own with Debian's postgresql binaries, and the admin host's tests run the real
// Laravel project in test/laravel-admin on Debian's PHP and php-laravel-framework.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensureDevToolsMonitor } from './devtools/monitor.mjs';
import { ensureObservatoryScanner } from './observatoryScanner/install.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canInstall = isRoot && existsSync('/usr/bin/apt-get');
let updated = false;

const aptInstall = (pkgs, recommends) => {
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!updated) updated = run(['update', '-qq']);
  const options = recommends ? [] : ['--no-install-recommends'];
  return updated && run(['install', '-y', '-qq', ...options, ...pkgs]);
};

/** `pkg`: one Debian package, or several installed by one apt-get. */
const ensure = ({ name, present, pkg, recommends = true, advice }) => {
  if (present()) return true;
  if (!canInstall) {
    console.error(`${name} is needed for the tests: ${advice}`);
    return false;
  }
  const pkgs = [pkg].flat();
  console.info(`Installing Debian's ${pkgs.join(' ')} for the tests…`);
  if (aptInstall(pkgs, recommends) && present()) return true;
  console.error(`Installing ${pkgs.join(' ')} with apt-get failed.`);
  return false;
};

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const runs = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const hasJava = () => runs('java', ['-version']);
// The Laravel project boots on Debian's framework (bootstrap/autoload.php) with SQLite and GD.
const hasLaravel = () =>
  runs('php', [
    '-r',
    'exit(extension_loaded("pdo_sqlite") && extension_loaded("gd") && stream_resolve_include_path("Illuminate/autoload.php") ? 0 : 1);',
  ]);

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
  // The browser tests' Chromium: the same build without the browser's window (Playwright's
  // default for headless tests), about a quarter less work on two cores.
  ensure({
    name: 'Chromium headless shell',
    present: () => process.env.CHROME_PATH !== undefined || existsSync(HEADLESS_SHELL_PATH),
    pkg: 'chromium-headless-shell',
    advice: 'install Debian\'s "chromium-headless-shell" package, or set CHROME_PATH.',
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
      'install Debian\'s "nginx" package for the static-hosting tests (e2e/support/e2eNginx.mjs).',
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
  ensure({
    name: 'PHP with Laravel 8',
    present: hasLaravel,
    pkg: ['php-cli', 'php-sqlite3', 'php-gd', 'php-laravel-framework'],
    // None of them recommends anything today; should one start to, the project needs none of it.
    recommends: false,
    advice:
      'install Debian\'s "php-cli php-sqlite3 php-gd php-laravel-framework" packages: the admin host\'s tests run the Laravel project in test/laravel-admin.',
  }),
  ensureObservatoryScanner(),
  ensureDevToolsMonitor(),
].every(Boolean);

process.exit(ok ? 0 : 1);
