import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildRecordFile } from '@contract/buildRecord.mjs';
import { waitForExit } from './childProcess';
import { addFakeServerBundle, makeFakeDist, removeFakeDist } from '../server/test/testSupport';

/**
 * `npm start` decides whether its build can be served as it is: the settings given now against
 * those the build recorded. A build elsewhere (DIST_DIR) is never rebuilt, so the decision is
 * what it prints.
 */
jest.setTimeout(60_000);

const root = path.resolve(__dirname, '..');
const distDir = makeFakeDist();
addFakeServerBundle(distDir);
fs.writeFileSync(
  buildRecordFile(distDir),
  JSON.stringify({
    API_BASE_URL: 'https://admin.example.com.au/api',
    SITE_URL: 'https://www.example.com.au',
    CONTENT_MAX_AGE_SECONDS: 60,
    FORMS_URL: '',
    IMAGE_SERVICE_URL: null,
  }),
);
afterAll(() => removeFakeDist(distDir));

/** What `npm start` prints before it serves (it is stopped there) or gives up. */
async function startWith(settings: Record<string, string>): Promise<string> {
  const npm = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir, PORT: '0', HOST: '127.0.0.1', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (/is up to date/.test(output) && npm.pid) process.kill(-npm.pid, 'SIGKILL');
  };
  npm.stdout.on('data', read);
  npm.stderr.on('data', read);
  if (!(await waitForExit(npm, 30_000)) && npm.pid) process.kill(-npm.pid, 'SIGKILL');
  return output;
}

it('serves its build as it is when the settings given are those it was built with', async () => {
  const output = await startWith({
    API_BASE_URL: 'https://admin.example.com.au/api/',
    SITE_URL: 'https://www.example.com.au',
    CONTENT_MAX_AGE_SECONDS: '60',
  });
  expect(output).toMatch(/The build in .* is up to date\./);
});

it('reads the settings given as the build reads them, so an equal one written otherwise is no change', async () => {
  const output = await startWith({
    SITE_URL: ' https://www.example.com.au/ ',
    CONTENT_MAX_AGE_SECONDS: '060',
  });
  expect(output).toMatch(/The build in .* is up to date\./);
});

it('names the setting that differs from the build’s', async () => {
  const output = await startWith({ API_BASE_URL: 'https://other.example.com.au/api' });
  expect(output).toMatch(/is out of date \(API_BASE_URL is not what it was built with\)/);
  expect(output).not.toMatch(/is up to date/);
});
