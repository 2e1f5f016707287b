// Installs MDN's HTTP Observatory scanner (@mdn/mdn-http-observatory) for the tests, in its own
// folder (.tools/observatory, ignored by git) and not among the project's dependencies: its install
// script downloads the HSTS preload and top-level-domain lists, which fails on a machine without
// internet and would stop `npm ci`. Called by the tool check (scripts/ensureTestTools.mjs) with
// the machine's other test tools, and by `npm run observatory` (measure/observatory.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const lockFile = path.join(here, 'package-lock.json');

export const SCANNER_DIR = path.join(root, '.tools', 'observatory');
export const SCANNER_PACKAGE = path.join(
  SCANNER_DIR,
  'node_modules',
  '@mdn',
  'mdn-http-observatory',
);

/** The lists the postinstall would download. */
const LISTS = {
  'hsts-preload.json': {},
  'tld-list.json': ['au', 'com', 'net', 'org', 'localhost'],
};

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

/** The scanner's version in .tools/observatory, or null. */
export const installedVersion = () => {
  const manifest = read(path.join(SCANNER_PACKAGE, 'package.json'));
  return manifest === null ? null : JSON.parse(manifest).version;
};

const isInstalled = (lock) =>
  read(path.join(SCANNER_DIR, 'package-lock.json')) === lock &&
  installedVersion() ===
    JSON.parse(lock).packages['node_modules/@mdn/mdn-http-observatory'].version &&
  Object.keys(LISTS).every((name) => existsSync(path.join(SCANNER_PACKAGE, 'conf', name)));

/** Installs the scanner unless the locked version is there already; true when ready. */
export function ensureObservatoryScanner() {
  const lock = readFileSync(lockFile, 'utf8');
  if (isInstalled(lock)) return true;

  console.info("Installing MDN's HTTP Observatory scanner for the tests…");
  mkdirSync(SCANNER_DIR, { recursive: true });
  const { name, dependencies } = JSON.parse(lock).packages[''];
  writeFileSync(
    path.join(SCANNER_DIR, 'package.json'),
    `${JSON.stringify({ name, private: true, dependencies }, null, 2)}\n`,
  );
  writeFileSync(path.join(SCANNER_DIR, 'package-lock.json'), lock);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: SCANNER_DIR, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) {
    console.error(`Installing the scanner into ${SCANNER_DIR} with npm ci failed.`);
    return false;
  }
  for (const [name, content] of Object.entries(LISTS)) {
    writeFileSync(path.join(SCANNER_PACKAGE, 'conf', name), `${JSON.stringify(content)}\n`);
  }
  return isInstalled(lock);
}
