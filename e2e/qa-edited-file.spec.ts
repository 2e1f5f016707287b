import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, firstPostSlug, test, waitForApp } from './fixtures';

/** A recording is untrusted input: a file edited to do harm, replayed in the real panel. */

const panel = (page: Page) => page.getByRole('region', { name: 'QA recorder' });
const status = (page: Page) => panel(page).getByRole('status');

/** Everything the tab keeps in localStorage and sessionStorage. */
const storage = (page: Page) =>
  page.evaluate(() => ({
    local: { ...window.localStorage },
    session: { ...window.sessionStorage },
  }));

interface RecordingFile {
  actionsById: Record<string, { type: string; action: object; timestamp: number }>;
  stagedActionIds: number[];
  nextActionId: number;
  currentStateIndex: number;
}

/** The file with `actions` added after what was recorded, as anyone can edit one. */
const withAddedActions = (file: RecordingFile, actions: object[]): RecordingFile => {
  const edited = structuredClone(file);
  for (const action of actions) {
    const id = edited.nextActionId;
    edited.actionsById[id] = { type: 'PERFORM_ACTION', action, timestamp: Date.now() };
    edited.stagedActionIds.push(id);
    edited.nextActionId = id + 1;
    edited.currentStateIndex = id;
  }
  return edited;
};

const HARM = [
  { type: 'persist/PERSIST', key: 'harbourline:readingList' },
  { type: 'readingList/postBookmarkToggled', payload: { slug: 'planted', title: 'Planted' } },
  {
    type: 'persist/REHYDRATE',
    key: 'harbourline:readingList',
    payload: { entries: [{ slug: 'rehydrated', title: 'Rehydrated by a file' }] },
  },
  { type: 'persist/FLUSH' },
  { type: 'persist/PURGE' },
  { type: 'navigation/routeChanged', payload: { path: '//evil.example/login' } },
];

test.describe('QA replay of an edited recording', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("never touches the visitor's storage, stays on the site and lets the page go", async ({
    page,
  }) => {
    const slug = await firstPostSlug(page);
    await page.goto(`/blog/${slug}?qa=1`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Save to reading list' }).click();
    await expect
      .poll(async () => (await storage(page)).local['harbourline:readingList'] ?? '')
      .toContain(slug);

    await panel(page).getByRole('button', { name: 'Start recording' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await panel(page).getByRole('button', { name: 'Stop recording' }).click();
    const downloading = page.waitForEvent('download');
    await panel(page).getByRole('button', { name: 'Export' }).click();
    const exported = JSON.parse(readFileSync(await (await downloading).path(), 'utf8'));
    const edited = test.info().outputPath('edited.json');
    writeFileSync(edited, JSON.stringify(withAddedActions(exported as RecordingFile, HARM)));
    const before = await storage(page);

    await panel(page).getByLabel('Import recording').setInputFiles(edited);
    await expect(status(page)).toContainText('Imported');
    await panel(page).getByRole('button', { name: 'Replay instantly' }).click();
    await expect(status(page)).toContainText(
      'The recording ends at an address outside this site, so the page stayed where it was.',
    );
    await expect(status(page)).toContainText(
      'Skipped 3 actions a replay never runs: persist/PERSIST, persist/FLUSH, persist/PURGE.',
    );
    expect(new URL(page.url()).pathname).toBe('/about');
    for (const name of ['Replay instantly', 'Replay in real time', 'Step', 'Start recording']) {
      await expect(panel(page).getByRole('button', { name, exact: true })).toBeEnabled();
    }
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`qa-replay-ended-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The page's own actions reach the store again: a category choice shows at once.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    const category = page.getByRole('button', { name: /^Sustainability/ });
    await category.click();
    await expect(category).toHaveAttribute('aria-pressed', 'true');

    await page.waitForTimeout(300);
    expect(await storage(page)).toEqual(before);
    await page.goto(`/blog/${slug}`);
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('complementary')).not.toContainText(/Planted|Rehydrated/);
  });
});
