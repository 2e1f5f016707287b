// The server the browser tests run against (and `npm run replay -- --browser`, through
// scripts/replayInBrowser.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = process.env.DIST_DIR ?? path.join(root, 'dist');
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No production build in ${distDir}: run "npm run build" first.`);
  process.exit(1);
}

const dbDir = mkdtempSync(path.join(os.tmpdir(), 'harbourline-e2e-'));
const env = {
  ...process.env,
  DIST_DIR: distDir,
  DB_PATH: path.join(dbDir, 'e2e.sqlite'),
  MIGRATE_ON_START: 'true',
  // The browser tests send many enquiries and sign-ups from one address in a minute.
  CONTACT_REQUESTS_PER_MINUTE: '1000',
  NEWSLETTER_SIGNUPS_PER_MINUTE: '1000',
  // The browser tests check each e-mail alone; the cap and its digest are server/forms/formFlood.test.ts's.
  STAFF_EMAILS_PER_PERIOD: '10000',
};
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const fixtures = spawnSync(tsx, ['e2e/support/e2eFixtures.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (fixtures.status !== 0) process.exit(fixtures.status ?? 1);

const server = spawn(tsx, ['server/main.ts'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
