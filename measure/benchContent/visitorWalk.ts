// A visitor's way through the blog at this many posts, in a real browser, with what each step
// asked of the network once the page had hydrated: a deep page of the list, a category, a
// search typed into the box, a post and its next post. Each step fails the walk if the page
// does not show what it should.
import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface WalkStep {
  step: string;
  /** Requests for data (the site's views, the API), not pictures or scripts. */
  requests: number;
  shown: string;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });

export async function visitorWalk(browser: Browser, origin: string, word: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let requests = 0;
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) requests += 1;
  });
  const steps: WalkStep[] = [];
  const step = async (name: string, act: () => Promise<string>) => {
    requests = 0;
    const shown = await act();
    steps.push({ step: name, requests, shown });
  };
  try {
    await step('/blog?page=37, opened', async () => {
      await page.goto(`${origin}/blog?page=37`);
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await expect(cards(page)).toHaveCount(6);
      await expect(pagination(page).getByRole('button', { name: 'Page 37' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      return `6 posts, page 37 current`;
    });
    await step('a category, chosen', async () => {
      const chip = page
        .getByRole('group', { name: 'Filter by category' })
        .getByRole('button')
        .nth(1);
      // "Waste Management (750)": the name without its count.
      const name = ((await chip.textContent()) ?? '').replace(/\s*\(?\d+\)?$/, '').trim();
      await chip.click();
      await expect(page).toHaveURL(/category=/);
      await expect(page.getByRole('region', { name })).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      return `${name}: ${await cards(page).count()} posts on its first page`;
    });
    await step(`a search ("${word}"), typed`, async () => {
      await page.getByRole('button', { name: /^All/ }).click();
      await expect(page).not.toHaveURL(/category=/);
      requests = 0;
      await page.getByRole('searchbox', { name: 'Search articles' }).fill(word);
      const results = page.getByRole('region', { name: /Results for/ });
      await expect(results).toBeVisible({ timeout: 20_000 });
      await expect(cards(page).first()).toBeVisible();
      return `${await cards(page).count()} results on the first page`;
    });
    await step('a post, opened from the results', async () => {
      const title = ((await cards(page).first().getByRole('heading').textContent()) ?? '').trim();
      await cards(page).first().getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      return title;
    });
    await step('its next post, followed', async () => {
      const heading = page.getByRole('heading', { level: 1 });
      const title = ((await heading.textContent()) ?? '').trim();
      const next = page.getByRole('link', { name: /Next Post/ });
      const nextTitle = ((await next.textContent()) ?? '').replace(/^\s*Next Post\s*/, '').trim();
      await next.click();
      await expect(heading).not.toHaveText(title);
      // Its own heading, not the one shown while it loads.
      await expect(heading).toHaveText(nextTitle, { timeout: 20_000 });
      return nextTitle;
    });
    return steps;
  } finally {
    await context.close();
  }
}
