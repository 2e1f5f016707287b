import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

/** `npm run replay` on a file: its exit status and what it printed. */
const replayInNode = (file: string) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', file], {
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

/** A file of this test's own, beside its other results. */
const outputFile = (name: string) => {
  const folder = test.info().outputDir;
  mkdirSync(folder, { recursive: true });
  return path.join(folder, name);
};

/** Everything the tab keeps in localStorage and sessionStorage, except QA's own opt-in. */
const storage = (page: Page) =>
  page.evaluate(() => ({
    local: { ...window.localStorage },
    session: Object.fromEntries(
      Object.entries(window.sessionStorage).filter(([key]) => key !== 'harbourline:qa'),
    ),
  }));

/** Page errors and console errors of a tab the test fixture does not watch. */
const collectErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

const exportRecording = async (page: Page): Promise<string> => {
  await panel(page).getByRole('button', { name: 'Stop recording' }).click();
  const downloading = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Export' }).click();
  return (await downloading).path();
};

const panel = (page: Page) => page.getByRole('region', { name: 'QA recorder' });
const status = (page: Page) => panel(page).getByRole('status');

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

  test('a recorded session replays to the same screen in every mode, in fresh tabs', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // A session that starts with the page load, on a phone (the panel folds to a tab).
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/?qa=record');
    await waitForApp(page);
    await expect(panel(page).getByRole('button', { name: 'QA recorder' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.getByRole('button', { name: 'Show slide 3: Maintenance' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('clean');
    await expect(page).toHaveURL(/search=clean/);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('');
    await expect(page).toHaveURL(/\/blog$/);
    await page.getByRole('button', { name: /^Commercial Cleaning/ }).click();
    await page.getByRole('button', { name: /^All/ }).click();
    await page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    const first = page.getByRole('main').getByRole('article').first();
    await first.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
    await page.getByRole('button', { name: 'Save to reading list' }).click();
    await page
      .getByRole('navigation', { name: 'More articles' })
      .getByRole('link', { name: /Next Post/ })
      .click();
    await expect(page.getByRole('button', { name: 'Save to reading list' })).toBeVisible();
    const recorded = await screen(page);

    await panel(page).getByRole('button', { name: 'QA recorder' }).click();
    const savedBefore = await storage(page);
    const file = await exportRecording(page);
    expect(await storage(page)).toEqual(savedBefore);
    await page.reload();
    await waitForApp(page);
    expect(await storage(page)).toEqual(savedBefore);
    const exported = readFileSync(file, 'utf8');
    const actions = (JSON.parse(exported) as { currentStateIndex: number }).currentStateIndex;
    expect(actions).toBeGreaterThan(30);
    expect(exported.length / actions).toBeLessThan(5_000);

    // Node checks the file against the screens the live app recorded.
    expect(replayInNode(file)).toMatchObject({ status: 0 });
    const altered = JSON.parse(exported) as {
      actionsById: Record<string, { action: { type: string; payload?: unknown } }>;
    };
    const slide = Object.values(altered.actionsById).find(
      ({ action }) => action.type === 'hero/slideSelected',
    );
    if (!slide) throw new Error('The session selected no slide');
    slide.action.payload = { index: 0 };
    const alteredFile = outputFile('altered.json');
    writeFileSync(alteredFile, JSON.stringify(altered));
    expect(replayInNode(alteredFile)).toMatchObject({ status: 1 });

    const inFreshTab = async (replay: (tab: Page) => Promise<void>) => {
      const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
      const tab = await context.newPage();
      const errors = collectErrors(tab);
      await tab.goto('/?qa=1');
      await waitForApp(tab);
      // The app writes its own (empty) remembered state once it has read storage back.
      await expect
        .poll(async () => Object.keys((await storage(tab)).local))
        .toContain('harbourline:readingList');
      const untouched = await storage(tab);
      await panel(tab).getByLabel('Import recording').setInputFiles(file);
      await expect(status(tab)).toContainText(`Imported ${actions} actions`);
      await replay(tab);
      await expect(status(tab)).toContainText('The screen matches the recording.');
      await expect(tab).toHaveURL(new RegExp(`${recorded.path}$`));
      expect(await screen(tab)).toEqual(recorded);
      await expect(tab.getByText('Something went wrong')).toHaveCount(0);
      expect(await storage(tab)).toEqual(untouched);
      expect(errors).toEqual([]);
      await context.close();
    };

    await inFreshTab(async (tab) => {
      for (let step = 1; step <= actions; step += 1) {
        await panel(tab).getByRole('button', { name: 'Step', exact: true }).click();
        await expect(status(tab)).toContainText(`Step ${step} of ${actions}:`);
      }
      await expect(status(tab)).toContainText('Step replay finished.');
    });
    await inFreshTab(async (tab) => {
      await panel(tab).getByRole('button', { name: 'Replay instantly' }).click();
      await expect(status(tab)).toContainText(`Replayed ${actions} of ${actions} actions.`);
    });
    await inFreshTab(async (tab) => {
      await panel(tab).getByRole('button', { name: 'Replay in real time' }).click();
      await expect(status(tab)).toContainText(/Replaying: \d+ of/);
      // The visitor clicks while the replay runs: held back, reported, never merged.
      await tab
        .getByRole('link', { name: /Harbourline/ })
        .first()
        .click();
      await expect(status(tab)).toContainText(`Replayed ${actions} of ${actions} actions.`, {
        timeout: 120_000,
      });
      await expect(status(tab)).toContainText("of the page's own: navigation/routeChanged");
    });
  });

  test('refuses files it cannot replay, and stays usable', async ({ page }) => {
    await page.goto('/?qa=1');
    await waitForApp(page);
    const todoApp = outputFile('todos.json');
    writeFileSync(
      todoApp,
      JSON.stringify({
        actionsById: { 0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 0 } },
        nextActionId: 1,
        stagedActionIds: [0],
        skippedActionIds: [],
        committedState: { todos: [] },
        currentStateIndex: 0,
        computedStates: [{ state: { todos: [] } }],
      }),
    );
    await panel(page).getByLabel('Import recording').setInputFiles(todoApp);
    await expect(status(page)).toContainText(
      'todos.json was not loaded. This file is not a Harbourline website recording',
    );
    await expect(panel(page).getByRole('button', { name: 'Replay instantly' })).toBeDisabled();
    expect(replayInNode(todoApp)).toMatchObject({ status: 2 });

    // A real recording cut short.
    await panel(page).getByRole('button', { name: 'Start recording' }).click();
    await page.getByRole('button', { name: 'Show slide 2: Waste Management' }).click();
    const file = await exportRecording(page);
    const truncated = outputFile('truncated.json');
    const text = readFileSync(file, 'utf8');
    writeFileSync(truncated, text.slice(0, text.length / 2));
    await panel(page).getByLabel('Import recording').setInputFiles(truncated);
    await expect(status(page)).toContainText('The file is not JSON (it may be cut short).');
    await expect(panel(page).getByRole('button', { name: 'Replay instantly' })).toBeDisabled();
    expect(replayInNode(truncated)).toMatchObject({ status: 2 });
    await panel(page).getByLabel('Import recording').setInputFiles(file);
    await panel(page).getByRole('button', { name: 'Replay instantly' }).click();
    await expect(status(page)).toContainText('The screen matches the recording.');
  });
});
