import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface LiftedState {
  computedStates: { state: Record<string, unknown> }[];
}

/** The slices that make up the screen, from the last state of an exported recording. */
const finalScreenState = (file: string) => {
  const lifted = JSON.parse(readFileSync(file, 'utf8')) as LiftedState;
  const state = lifted.computedStates.at(-1)?.state ?? {};
  const withoutPersist = (slice: unknown) => {
    const { _persist: _ignored, ...rest } = (slice ?? {}) as Record<string, unknown>;
    return rest;
  };
  return {
    navigation: state.navigation,
    hero: state.hero,
    blogFilter: withoutPersist(state.blogFilter),
    readingList: withoutPersist(state.readingList),
    popularPicks: state.popularPicks,
  };
};

const exportRecording = async (page: Page): Promise<string> => {
  await panel(page).getByRole('button', { name: 'Stop recording' }).click();
  const downloading = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Export' }).click();
  return (await downloading).path();
};

const panel = (page: Page) => page.getByRole('region', { name: 'QA recorder' });

/** What a visitor sees of the screen state the recording must reproduce. */
const screen = async (page: Page) => ({
  path: new URL(page.url()).pathname,
  heading: await page.locator('main h1').innerText(),
  bookmarked: await page
    .getByRole('button', { name: /Save to reading list|Saved/ })
    .getAttribute('aria-pressed'),
  sidebar: await page.getByRole('complementary').innerText(),
});

test.describe('QA recording', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('is off for visitors: no panel and no QA code loaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    expect(scripts.filter((url) => /\/assets\/qa\./.test(url))).toEqual([]);
  });

  test('a recorded session replays to the same screen in a fresh tab', async ({
    page,
    browser,
  }) => {
    await page.goto('/?qa=1');
    await expect(panel(page)).toBeVisible();

    // The session: a slide, the menu, the blog with a page, a category and a search, a post, a bookmark.
    await page.getByRole('button', { name: 'Show slide 3: Maintenance' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await page.getByRole('button', { name: /^Commercial Cleaning/ }).click();
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('clean');
    await expect(page).toHaveURL(/search=clean/);
    const first = page.getByRole('main').getByRole('article').first();
    await first.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
    await page.getByRole('button', { name: 'Save to reading list' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const recorded = await screen(page);

    const file = await exportRecording(page);

    // The same file replays in Node, and opens in a DevTools-instrumented store, to the recorded state.
    const node = spawnSync('npx', ['tsx', 'scripts/replay.ts', file], { encoding: 'utf8' });
    expect(node.stdout).toMatch(/equal: yes/);
    expect(node.stdout).toMatch(/DevTools import: same final state/);
    expect(node.status).toBe(0);

    const fresh = await browser.newContext({ viewport: { width: 800, height: 900 } });
    const replayPage = await fresh.newPage();
    await replayPage.goto('/?qa=1');
    await expect(panel(replayPage)).toBeVisible();
    await panel(replayPage).getByLabel('Import recording').setInputFiles(file);
    await panel(replayPage).getByRole('button', { name: 'Replay instantly' }).click();
    await expect(panel(replayPage).getByRole('status')).toContainText(
      /Replayed \d+ of \d+ actions/,
    );
    await expect(replayPage).toHaveURL(new RegExp(`${recorded.path}$`));
    await expect(replayPage.locator('main h1')).toHaveText(recorded.heading);
    expect(await screen(replayPage)).toEqual(recorded);
    expect(await replayPage.locator('main h1').screenshot()).toEqual(
      await page.locator('main h1').screenshot(),
    );

    // A recording started now in the replayed tab begins from its current state, which must
    // be the original's final state.
    // (Opening and closing the menu gives it something to export without changing the state.)
    await panel(replayPage).getByRole('button', { name: 'Start recording' }).click();
    await replayPage.getByRole('button', { name: 'Menu' }).click();
    await replayPage.getByRole('button', { name: 'Menu' }).click();
    const replayed = finalScreenState(await exportRecording(replayPage));
    expect(replayed).toEqual(finalScreenState(file));
    expect(replayed.hero).toMatchObject({ index: 2 });
    expect(replayed.blogFilter).toMatchObject({ category: 'Commercial Cleaning', search: 'clean' });
    await fresh.close();
  });
});
