// Runs two test commands at once and reports both: the first in the background, its output
// kept and printed once the second (which prints as it goes) has finished. Exits non-zero if
// either failed. For suites that share nothing (the install on a throw-away host has its own
// network and files) and mostly wait, so CI takes the longer of the two, not their sum.
//
//   node scripts/alongside.mjs "npm run test:deploy" -- npm run test:e2e
import { spawn } from 'node:child_process';

const separator = process.argv.indexOf('--');
const background = process.argv[2];
const foreground = process.argv.slice(separator + 1);
if (separator !== 3 || !background || foreground.length === 0) {
  console.error('Usage: node scripts/alongside.mjs "BACKGROUND COMMAND" -- FOREGROUND COMMAND…');
  process.exit(2);
}

const finished = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code)));

let kept = '';
const behind = spawn(background, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
behind.stdout.on('data', (chunk) => (kept += chunk));
behind.stderr.on('data', (chunk) => (kept += chunk));
const behindDone = finished(behind);

const [command = '', ...args] = foreground;
const front = spawn(command, args, { stdio: 'inherit' });
const stop = (signal) => {
  behind.kill(signal);
  front.kill(signal);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));

const frontCode = await finished(front);
process.stdout.write(`\n==> ${background} (ran alongside)\n\n`);
const behindCode = await behindDone;
process.stdout.write(kept);
process.exit(frontCode === 0 && behindCode === 0 ? 0 : 1);
