import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { variantCache, variantKey } from './variantCache';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-variants-'));
  dirs.push(dir);
  return dir;
};

/** A variant's file as the cache names it, written `ageSeconds` ago. */
const writeVariant = (dir: string, index: number, ageSeconds: number, bytes = 100) => {
  const key = variantKey(`https://admin.example.com.au/storage/${index}.jpg`, 640, 'webp');
  const file = path.join(dir, `${key}.${key.slice(0, 22)}.webp`);
  fs.writeFileSync(file, Buffer.alloc(bytes));
  const at = new Date(Date.now() - ageSeconds * 1000);
  fs.utimesSync(file, at, at);
  return { key, file };
};

describe('the variant cache on disk', () => {
  it('counts what a file takes on disk: a 10-byte variant takes a whole block', async () => {
    const cache = variantCache({ dir: scratch(), maxBytes: 1 << 20 });
    await cache.put(variantKey('/a.jpg', 64, 'webp'), Buffer.alloc(10));
    expect(cache.size()).toBe(4096);
  });

  it('keeps a folder holding more than the cap allows to the cap, the newest files kept', () => {
    const dir = scratch();
    const files = Array.from({ length: 100 }, (_, index) => writeVariant(dir, index, 100 - index));
    // Ten blocks: ten of the hundred.
    const cache = variantCache({ dir, maxBytes: 10 * 4096 });
    expect(cache.count()).toBe(10);
    expect(cache.size()).toBe(10 * 4096);
    expect(fs.readdirSync(dir).sort()).toEqual(
      files
        .slice(90)
        .map(({ file }) => path.basename(file))
        .sort(),
    );
  });

  it('never indexes more entries than the cap has blocks, whatever the files weigh', () => {
    const dir = scratch();
    for (let index = 0; index < 50; index += 1) writeVariant(dir, index, 10, 0);
    const cache = variantCache({ dir, maxBytes: 20 * 4096 });
    expect(cache.count()).toBe(20);
    expect(fs.readdirSync(dir)).toHaveLength(20);
  });

  it('removes a write that a crash left behind, and leaves one in progress alone', () => {
    const dir = scratch();
    const left = path.join(dir, '.abc.webp.123.tmp');
    const writing = path.join(dir, '.def.webp.456.tmp');
    fs.writeFileSync(left, 'x');
    fs.writeFileSync(writing, 'x');
    const old = new Date(Date.now() - 10 * 60_000);
    fs.utimesSync(left, old, old);
    variantCache({ dir, maxBytes: 1 << 20 });
    expect(fs.existsSync(left)).toBe(false);
    expect(fs.existsSync(writing)).toBe(true);
  });
});
