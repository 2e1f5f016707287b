import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';
import {
  backdropsBehind,
  formatColour,
  paintOver,
  parseColour,
  withAlpha,
  worstContrast,
} from './support/contrast';

/**
 * The logo sits on the navigation bar, which is transparent over the dark page header at
 * the top of a page and turns white once the page scrolls or the mobile menu opens. The
 * logo's colours are read from the page's computed styles and held to WCAG AA against
 * what the bar shows behind it:
 * - the wordmark is the company's name written as text, so 4.5:1 (1.4.3);
 * - the mark is a graphic, so 3:1 (1.4.11).
 * They are checked once the bar has settled and at points through its transitions, so the
 * logo changes with the bar's background, never ahead of it or behind it.
 */
const TEXT_MIN = 4.5;
const GRAPHIC_MIN = 3;

const ROUTES = ['/', '/about'];

interface Part {
  /** What was measured, for the failure message. */
  label: string;
  /** The worst contrast over every colour that can sit behind it. */
  ratio: number;
  min: number;
}

const LOGO = '[data-testid="site-logo"]';

/**
 * Measures the logo against what is painted behind it: the bar's background composited
 * over the elements under the bar. A gradient counts as each of its colour stops, so the
 * ratio is the worst case over the stops.
 */
const measureLogo = async (page: Page): Promise<Part[]> => {
  const logo = await page.evaluate((selector) => {
    const logo = document.querySelector(selector);
    const bar = logo?.closest('header');
    if (!logo || !bar) throw new Error('No logo in a header');

    // The wordmark: every element of the logo that holds text of its own.
    const texts = [...logo.querySelectorAll('*')].flatMap((element) => {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim())
        .join('');
      return text ? [{ text, colour: getComputedStyle(element).color }] : [];
    });

    const tile = logo.querySelector('svg rect');
    if (!tile) throw new Error('The logo has no mark');
    const { fill, fillOpacity } = getComputedStyle(tile);
    const strokes = [...logo.querySelectorAll('svg path')].map((path) => {
      const { stroke, strokeOpacity } = getComputedStyle(path);
      return { stroke, strokeOpacity, letter: path.getAttribute('data-part') === 'letter' };
    });
    return { texts, tile: { fill, fillOpacity }, strokes };
  }, LOGO);

  const backdrops = await backdropsBehind(page, LOGO);
  const on = `on ${backdrops.map(formatColour).join(' | ')}`;

  const wordmark = logo.texts.map(({ text, colour }) => ({
    label: `text "${text}" (${colour}) ${on}`,
    ratio: worstContrast(parseColour(colour), backdrops),
    min: TEXT_MIN,
  }));

  // The mark: a tile with strokes drawn on it. It stands out from the bar by the edge of
  // its tile or by its strokes against the tile, whichever is the stronger.
  const tile = withAlpha(parseColour(logo.tile.fill), Number(logo.tile.fillOpacity));
  const onTile = backdrops.map((backdrop) => paintOver(tile, backdrop));
  const strokes = logo.strokes.map(({ stroke, strokeOpacity }) =>
    withAlpha(parseColour(stroke), Number(strokeOpacity)),
  );
  const mark = {
    label: `mark (tile ${logo.tile.fill}) ${on}`,
    ratio: Math.max(
      worstContrast(tile, backdrops),
      ...strokes.map((stroke) => worstContrast(stroke, onTile)),
    ),
    min: GRAPHIC_MIN,
  };
  // The mark's H is the company's initial: it stands out from its own tile.
  const letters = logo.strokes.flatMap(({ stroke, strokeOpacity, letter }) =>
    letter
      ? [
          {
            label: `the mark's H (${stroke}) on its tile (${logo.tile.fill}) ${on}`,
            ratio: worstContrast(withAlpha(parseColour(stroke), Number(strokeOpacity)), onTile),
            min: GRAPHIC_MIN,
          },
        ]
      : [],
  );
  if (letters.length === 0) throw new Error('The logo has no H (data-part="letter")');

  return [...wordmark, mark, ...letters];
};

declare global {
  interface Window {
    /** The bar's and the logo's transitions, held still while a test steps through them. */
    heldTransitions?: Animation[];
  }
}

/** Waits for the bar's and the logo's colour changes to end. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      (document.querySelector('header')?.getAnimations({ subtree: true }) ?? []).map((animation) =>
        animation.finished.catch(() => undefined),
      ),
    ),
  );

const expectLegibleNow = async (page: Page, state: string) => {
  const parts = await measureLogo(page);
  const failing = parts
    .filter((part) => part.ratio < part.min)
    .map((part) => `${part.label}: ${part.ratio.toFixed(2)}:1, needs ${part.min}:1`);
  expect(failing, `logo contrast, ${state}`).toEqual([]);
};

const expectLegibleLogo = async (page: Page, state: string) => {
  await settled(page);
  await expectLegibleNow(page, state);
};

type BarChange = 'menu' | 'scroll';

/**
 * Turns the bar solid or clear (by the menu button or by scrolling past the threshold)
 * and holds its transitions at their start. Returns how long they last, in ms.
 */
const holdTransitions = (page: Page, change: BarChange) =>
  page.evaluate(async (change) => {
    const header = document.querySelector('header');
    const toggle = header?.querySelector<HTMLButtonElement>('button[aria-expanded]');
    if (!header || !toggle) throw new Error('No bar with a menu button');
    const before = header.dataset.solid;
    const flipped = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (header.dataset.solid === before) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(header, { attributes: true, attributeFilter: ['data-solid'] });
    });
    if (change === 'menu') toggle.click();
    else window.scrollTo(0, before === 'true' ? 0 : 600);
    await flipped;
    const animations = header.getAnimations({ subtree: true });
    for (const animation of animations) {
      animation.pause();
      animation.currentTime = 0;
    }
    window.heldTransitions = animations;
    return Math.max(
      0,
      ...animations.map((animation) => Number(animation.effect?.getComputedTiming().endTime)),
    );
  }, change);

const seekTransitions = (page: Page, time: number) =>
  page.evaluate((time) => {
    for (const animation of window.heldTransitions ?? []) animation.currentTime = time;
  }, time);

const finishTransitions = (page: Page) =>
  page.evaluate(() => {
    for (const animation of window.heldTransitions ?? []) animation.finish();
    window.heldTransitions = undefined;
  });

/** The logo stays legible at points through the bar's transitions, and once they end. */
const expectLegibleThroughChange = async (page: Page, change: BarChange, state: string) => {
  const length = await holdTransitions(page, change);
  for (const fraction of [0, 0.25, 0.5, 0.75]) {
    await seekTransitions(page, fraction * length);
    await expectLegibleNow(page, `${state}, ${fraction * 100}% into the bar's transitions`);
  }
  await finishTransitions(page);
  await expectLegibleLogo(page, `${state}, once the bar has settled`);
};

const bar = (page: Page) => page.getByRole('banner');

const scrollDown = async (page: Page) => {
  await page.mouse.wheel(0, 600);
  await expect(bar(page)).toHaveAttribute('data-solid', 'true');
};

test.describe('logo contrast at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const route of ROUTES) {
    test(`${route}: at the top and scrolled, with the menu closed and open`, async ({ page }) => {
      await page.goto(route);
      await waitForApp(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      const menu = page.getByRole('navigation', { name: 'Main' });

      await expectLegibleLogo(page, 'top, menu closed');

      await toggle.click();
      await expect(menu).toBeVisible();
      await expectLegibleLogo(page, 'top, menu open');

      await toggle.click();
      await expect(menu).toBeHidden();
      await expectLegibleLogo(page, 'top, menu closed again');

      await scrollDown(page);
      await expectLegibleLogo(page, 'scrolled, menu closed');

      await toggle.click();
      await expect(menu).toBeVisible();
      await expectLegibleLogo(page, 'scrolled, menu open');
    });

    test(`${route}: while the bar changes as the menu opens and closes and the page scrolls`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForApp(page);
      await expectLegibleThroughChange(page, 'menu', 'opening the menu at the top');
      await expectLegibleThroughChange(page, 'menu', 'closing the menu at the top');
      await expectLegibleThroughChange(page, 'scroll', 'scrolling down');
      await expectLegibleThroughChange(page, 'scroll', 'scrolling back to the top');
    });
  }

  test('with reduced motion the bar and the logo change at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const longest = await page.evaluate(() =>
      Math.max(
        0,
        ...(document.querySelector('header')?.getAnimations({ subtree: true }) ?? []).map(
          (animation) => Number(animation.effect?.getComputedTiming().endTime),
        ),
      ),
    );
    expect(longest, 'the longest change on the bar, in ms').toBeLessThanOrEqual(1);
    await expectLegibleLogo(page, 'top, menu open, reduced motion');
  });
});

/**
 * Forced colours replace the page's colours with the system's, and the computed styles the
 * measure above reads no longer say what is drawn: the H is judged by the pixels instead, as
 * the mark drawn with it and without it.
 */
const letterDrawn = async (page: Page): Promise<boolean> => {
  const mark = page.locator(`${LOGO} svg`);
  // The H alone on its tile: where it crosses the wave, it would show even drawn in white.
  const others = page.locator(`${LOGO} svg path:not([data-part="letter"])`);
  const letter = page.locator(`${LOGO} [data-part="letter"]`);
  const hide = (path: SVGElement) => path.style.setProperty('visibility', 'hidden');
  const show = (path: SVGElement) => path.style.removeProperty('visibility');
  await others.evaluateAll((paths: SVGElement[]) => {
    for (const path of paths) path.style.setProperty('visibility', 'hidden');
  });
  const drawn = await mark.screenshot();
  await letter.evaluate(hide);
  const without = await mark.screenshot();
  await letter.evaluate(show);
  await others.evaluateAll((paths: SVGElement[]) => {
    for (const path of paths) path.style.removeProperty('visibility');
  });
  return !drawn.equals(without);
};

test.describe('logo in forced colours (Windows high contrast) at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('/: its H is drawn at the top, with the menu open and scrolled', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/');
    await waitForApp(page);
    expect(await letterDrawn(page), 'the H, at the top').toBe(true);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await letterDrawn(page), 'the H, menu open').toBe(true);
    await page.getByRole('button', { name: 'Menu' }).click();
    await scrollDown(page);
    expect(await letterDrawn(page), 'the H, scrolled').toBe(true);
  });
});

test.describe('logo contrast at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of ROUTES) {
    test(`${route}: at the top and scrolled`, async ({ page }) => {
      await page.goto(route);
      await waitForApp(page);
      await expectLegibleLogo(page, 'top');
      await scrollDown(page);
      await expectLegibleLogo(page, 'scrolled');
    });

    test(`${route}: while the bar changes as the page scrolls`, async ({ page }) => {
      await page.goto(route);
      await waitForApp(page);
      await expectLegibleThroughChange(page, 'scroll', 'scrolling down');
      await expectLegibleThroughChange(page, 'scroll', 'scrolling back to the top');
    });
  }
});
