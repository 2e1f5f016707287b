// Browser tests drive the system's Chromium (never a downloaded one). Install Debian's
// package when it is missing and we are allowed to; otherwise say what to do.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const configured = process.env.CHROME_PATH;
if (configured) {
  if (!existsSync(configured)) {
    console.error(`CHROME_PATH points at ${configured}, which does not exist.`);
    process.exit(1);
  }
  process.exit(0);
}
if (existsSync('/usr/bin/chromium')) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    'Chromium is needed for the browser tests: install Debian\'s "chromium" package ' +
      '(sudo apt-get install chromium) or set CHROME_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}

console.info("Installing Debian's chromium for the browser tests…");
const run = (args) =>
  spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
if (run(['update', '-qq']).status !== 0 || run(['install', '-y', '-qq', 'chromium']).status !== 0) {
  console.error('Installing chromium with apt-get failed.');
  process.exit(1);
}
