import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../projectRoot';
import { compiledCommand, compileServerIfStale } from '../test/compiledServer';
import { startServerProcess } from '../test/serverProcess';
import { serverProcessScratch } from '../test/serverProcessScratch';
import { stopAfterEach } from '../test/stopAfterEach';

/**
 * The image cache a flood of distinct addresses once filled: 250,000 files in its folder. The
 * production server, compiled and on its 256 MB heap as the unit runs it, still starts and
 * answers, and leaves the folder within its cap.
 */
jest.setTimeout(180_000);

const FILES = 250_000;
const { dir, distDir } = serverProcessScratch('harbourline-crowded-', { withServerBundle: true });
const stopLater = stopAfterEach();
beforeAll(() => compileServerIfStale());

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

it('starts on a cache folder of 250,000 files and keeps it within its cap', async () => {
  const cacheDir = path.join(dir, 'images');
  fs.mkdirSync(cacheDir);
  for (let index = 0; index < FILES; index += 1) {
    const name = createHash('sha256').update(String(index)).digest('base64url');
    // Empty: a file takes a block of the disk whatever it holds, which is what the cap counts.
    fs.closeSync(
      fs.openSync(path.join(cacheDir, `${name.slice(0, 32)}.${name.slice(8, 30)}.webp`), 'w'),
    );
  }
  const startedAt = Date.now();
  const server = stopLater(
    await startServerProcess({
      dbPath: path.join(dir, 'site.sqlite'),
      distDir,
      compiledServer: compiledCommand(path.join(PROJECT_ROOT, 'dist-server'), 'server'),
      env: {
        NODE_OPTIONS: '--max-old-space-size=256',
        IMAGE_CACHE_DIR: cacheDir,
        IMAGE_CACHE_MAX_MB: '512',
      },
      startTimeoutMs: 120_000,
    }),
    (started) => started.stop(),
  );
  const listening = Date.now() - startedAt;
  expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  expect((await fetch(`${server.origin}/about`)).status).toBe(200);
  const kept = fs.readdirSync(cacheDir).length;
  // 512 MB of 4 KiB blocks.
  expect(kept).toBe((512 * 2 ** 20) / 4096);
  const memory = rssMb(server.child.pid as number);
  console.info(
    `${FILES} cache files: listening after ${listening} ms, ${kept} kept, RSS ${memory.toFixed(0)} MB`,
  );
  expect(memory).toBeLessThan(400);
});
