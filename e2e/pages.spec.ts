import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

const main = (page: Page) => page.getByRole('main');

/**
 * With the page's clock faked, the loader's wait for the next frame is faked too: move
 * time on a little so the app's scripts start, then wait until it is live.
 */
const startApp = async (page: Page) => {
  await page.clock.runFor(100);
  await waitForApp(page);
};

test.describe('home page', () => {
  test('the hero switches slides from its thumbnails, pauses and plays', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Our services' });
    await hero.getByRole('button', { name: 'Show slide 3: Maintenance' }).click();
    await expect(hero.getByRole('button', { name: 'Show slide 3: Maintenance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(hero.getByRole('group', { name: '3 of 4' })).toBeVisible();
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('the hero moves on by itself after 8 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await startApp(page);
    const hero = page.getByRole('region', { name: 'Our services' });
    await expect(hero.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await page.clock.runFor(8_100);
    await expect(hero.getByRole('group', { name: '2 of 4' })).toBeVisible();
  });

  test('does not move under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await startApp(page);
    await page.clock.runFor(20_000);
    const hero = page.getByRole('region', { name: 'Our services' });
    await expect(hero.getByRole('group', { name: '1 of 4' })).toBeVisible();
  });

  test('its calls to action lead where they say', async ({ page }) => {
    await page.goto('/');
    await main(page).getByRole('link', { name: 'See how it works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);

    await page.goto('/');
    await main(page)
      .getByRole('link', { name: /Read More about Date/ })
      .click();
    await expect(page).toHaveURL(/\/how-it-works#date$/);
    await expect(page.locator('#date')).toBeInViewport();

    await page.goto('/');
    await main(page)
      .getByRole('region', { name: 'Sectors we look after' })
      .getByRole('link', { name: 'Get a free quote' })
      .click();
    await expect(page).toHaveURL(/\/contact#quote$/);

    await page.goto('/');
    await main(page)
      .getByRole('link', { name: /View All/ })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('about page', () => {
  test('the counters reach their final figures once scrolled into view', async ({ page }) => {
    await page.goto('/about');
    const stats = main(page).getByRole('list').filter({ hasText: 'Clients Served' });
    await stats.scrollIntoViewIfNeeded();
    for (const figure of ['500+', '50+', '24/7', '100%']) {
      await expect(stats).toContainText(figure, { timeout: 5_000 });
    }
    await expect(stats.getByText('500+ Clients Served')).toHaveCount(1);
  });

  test('Get a free quote leads to the contact page', async ({ page }) => {
    await page.goto('/about');
    await main(page).getByRole('link', { name: 'Get a free quote' }).click();
    await expect(page).toHaveURL(/\/contact#quote$/);
  });
});

test.describe('services and sectors', () => {
  test('a service card opens its page, and unknown ids fall back', async ({ page }) => {
    await page.goto('/services');
    await main(page)
      .getByRole('link', { name: /about Waste Management/ })
      .click();
    await expect(page).toHaveURL(/\/services\/waste$/);
    await expect(page.locator('main h1')).toHaveText(/Waste/);
    await page.goto('/services/nonsense');
    await expect(page.locator('main h1')).toHaveText(/Cleaning/);
  });

  test('a sector page offers a quote and a working call link', async ({ page }) => {
    await page.goto('/sectors/healthcare');
    await expect(main(page).getByRole('link', { name: 'Call (02) 5550 1234' })).toHaveAttribute(
      'href',
      'tel:+61255501234',
    );
    await main(page).getByRole('link', { name: 'Get a free quote' }).click();
    await expect(page).toHaveURL(/\/contact\?service=commercial#quote$/);
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the home page calls to action are reachable and tappable', async ({ page }) => {
    await page.goto('/');
    const cta = main(page).getByRole('link', { name: 'See how it works' });
    const box = await cta.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    await cta.click();
    await expect(page).toHaveURL(/\/how-it-works$/);
  });
});

test.describe("the company's proof", () => {
  /** The story's title sits in view, below the fixed navigation bar (once a smooth scroll ends). */
  const expectStoryInView = async (page: Page, title: string) => {
    const story = page.getByRole('article', { name: title });
    const heading = story.getByRole('heading', { level: 2, name: title });
    const bar = await page.getByRole('banner').boundingBox();
    const barBottom = (bar?.y ?? 0) + (bar?.height ?? 0);
    const viewportHeight = page.viewportSize()?.height ?? 0;
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= barBottom && box.y + box.height <= viewportHeight;
      })
      .toBe(true);
    return heading;
  };

  test('a case study card on a service page opens its story, in view and focused', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/services/waste');
    await waitForApp(page);
    await main(page)
      .getByRole('link', { name: 'Read the case study about Three office floors, one standard' })
      .click();
    await expect(page).toHaveURL(/\/portfolio#northgate-offices$/);
    const title = await expectStoryInView(page, 'Three office floors, one standard');
    await expect(title).toBeFocused();
  });

  test('a link to a story from outside the site lands on it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/portfolio#coastline-warehouse');
    await expectStoryInView(page, 'Planned maintenance for a distribution centre');
  });
});
