import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/** The production build the demo server runs, and the maps written beside it. */
const DIST = 'dist';
const MAPS = 'dist-maps';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

test.describe('source maps stay private', () => {
  test('the build a host serves holds no map and names none', () => {
    const files = filesUnder(DIST);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const naming = files
      .filter((file) => /\.(js|css)$/.test(file))
      .filter((file) => readFileSync(path.join(DIST, file), 'utf8').includes('sourceMappingURL'));
    expect(naming).toEqual([]);
  });

  test('every script has its map beside the build, with the original sources', () => {
    const scripts = filesUnder(DIST).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(existsSync(path.join(MAPS, `${script}.map`)), `${script}.map`).toBe(true);
    }
    const main = scripts.find((file) => /^assets\/main\.\w+\.js$/.test(file)) ?? '';
    const map = JSON.parse(readFileSync(path.join(MAPS, `${main}.map`), 'utf8')) as {
      sources: string[];
    };
    expect(map.sources.some((source) => source.includes('src/index.tsx'))).toBe(true);
  });

  test('the server answers 404 for a map', async ({ request }) => {
    const main = filesUnder(DIST).find((file) => /^assets\/main\.\w+\.js$/.test(file));
    const script = await request.get(`/${main}`);
    expect(script.status()).toBe(200);
    const map = await request.get(`/${main}.map`);
    expect(map.status()).toBe(404);
  });
});
