import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from './projectRoot';
import { SCHEMA_VERSION } from './store/formsStore';
import { compiledCommand, compileServerInto } from './test/compiledServer';
import { startServerProcess } from './test/serverProcess';
import { serverProcessScratch } from './test/serverProcessScratch';
import { stopAfterEach } from './test/stopAfterEach';

/**
 * Production runs the server's commands compiled (`npm run build` → dist-server/), with node
 * alone. Compiled into another folder, they still find the project's files (the seed images,
 * the inline script loader, relative settings) as the sources do.
 */
jest.setTimeout(60_000);

const { dir, distDir } = serverProcessScratch('harbourline-compiled-', { withServerBundle: true });
// Inside the project, where node finds its packages, but two folders down, not dist-server/'s one.
const outDir = path.join(fs.mkdtempSync(path.join(PROJECT_ROOT, 'dist-test-')), 'compiled');
beforeAll(() => {
  compileServerInto(outDir);
});
afterAll(() => fs.rmSync(path.dirname(outDir), { recursive: true, force: true }));
const stopLater = stopAfterEach();
const run = promisify(execFile);

const runCommand = (name: 'migrate' | 'leads', args: string[], dbPath: string) =>
  run(process.execPath, [compiledCommand(outDir, name), ...args], {
    cwd: dir,
    env: { ...process.env, DB_PATH: dbPath },
    timeout: 30_000,
  });

describe('the compiled server', () => {
  it('serves pages, the blog from its bundled API, the seed images and /readyz', async () => {
    const server = stopLater(
      await startServerProcess({
        dbPath: path.join(dir, 'site.sqlite'),
        distDir,
        compiledServer: compiledCommand(outDir, 'server'),
      }),
      (started) => started.stop(),
    );
    const about = await fetch(`${server.origin}/about`);
    expect(about.status).toBe(200);
    expect(await about.text()).toContain('<h1>About</h1>');

    const blog = await fetch(`${server.origin}/blog`);
    expect(blog.status).toBe(200);
    expect(await blog.text()).toMatch(/<h1>\d+ posts<\/h1>/);

    const image = await fetch(`${server.origin}/images/posts/safety.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);

    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('migrates a database and lists its leads', async () => {
    const dbPath = path.join(dir, 'commands.sqlite');
    const migrated = await runCommand('migrate', [], dbPath);
    expect(migrated.stdout).toContain(
      `${dbPath} migrated from schema version 0 to ${SCHEMA_VERSION}.`,
    );
    expect(fs.existsSync(dbPath)).toBe(true);
    const listed = await runCommand('leads', ['list'], dbPath);
    expect(listed.stdout).toContain('No contact requests');
  });
});
