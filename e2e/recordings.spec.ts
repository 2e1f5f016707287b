import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareScreens, expectedScreenOf, replayInBrowser } from '../scripts/replayInBrowser';
import { expect, test } from './fixtures';

/**
 * QA recordings kept as regression tests: each file in e2e/recordings/ is replayed by the
 * production build's QA panel, at the width it was recorded at, and must end on the screen it
 * recorded (the digests in the file) and look as the screenshot kept beside it shows.
 */
const folder = path.join(__dirname, 'recordings');
const recordings = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort();

test('the recordings folder holds the flows that broke before', () => {
  expect(recordings).toEqual(
    expect.arrayContaining([
      'blog-filter-and-back.json',
      'contact-fails-then-sends.json',
      'mobile-menu.json',
      'post-refresh-fails.json',
    ]),
  );
});

for (const name of recordings) {
  test(`${name} replays to the screen it recorded`, async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    const file = path.join(folder, name);
    const result = await replayInBrowser(browser, baseURL ?? '', file);
    // A file this build cannot replay fails here with the panel's reason, never passes silently.
    expect(result.verdict, result.status).toBe('matches');
    if (!result.screenshot) throw new Error('The replay left no screenshot');
    const replayed = testInfo.outputPath('replayed.png');
    writeFileSync(replayed, result.screenshot);
    await testInfo.attach('replayed', { path: replayed, contentType: 'image/png' });

    const expected = expectedScreenOf(file);
    const screen = compareScreens(readFileSync(expected), result.screenshot);
    if (screen.diff && !screen.same) {
      await testInfo.attach('difference', { body: screen.diff, contentType: 'image/png' });
    }
    expect(
      screen.same,
      `the replayed screen differs from ${path.basename(expected)} in ${(screen.ratio * 100).toFixed(2)} % of its pixels`,
    ).toBe(true);
  });
}
