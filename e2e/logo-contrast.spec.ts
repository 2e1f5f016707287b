import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

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

/**
 * Measures the logo against what is painted behind it: the bar's background composited
 * over the elements under the bar. A gradient counts as each of its colour stops, so the
 * ratio is the worst case over the stops.
 */
const measureLogo = (page: Page): Promise<Part[]> =>
  page.evaluate(
    ({ textMin, graphicMin }) => {
      type Rgba = [number, number, number, number];
      const WHITE: Rgba = [255, 255, 255, 1];

      const parse = (value: string): Rgba => {
        const match = /^rgba?\(([^)]+)\)$/.exec(value.trim());
        if (!match?.[1]) throw new Error(`Unexpected colour "${value}"`);
        const parts = match[1]
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        const [r = 0, g = 0, b = 0, a = 1] = parts;
        return [r, g, b, a];
      };
      const withAlpha = ([r, g, b, a]: Rgba, factor: number): Rgba => [r, g, b, a * factor];
      /** `top` painted over an opaque `bottom`. */
      const over = (top: Rgba, bottom: Rgba): Rgba => {
        const [r, g, b, a] = top;
        return [
          r * a + bottom[0] * (1 - a),
          g * a + bottom[1] * (1 - a),
          b * a + bottom[2] * (1 - a),
          1,
        ];
      };
      const luminance = ([r, g, b]: Rgba) => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const contrast = (a: Rgba, b: Rgba) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [
          number,
          number,
        ];
        return (light + 0.05) / (dark + 0.05);
      };
      const worst = (colour: Rgba, backdrops: Rgba[]) =>
        Math.min(...backdrops.map((backdrop) => contrast(over(colour, backdrop), backdrop)));

      /** Every colour an element's own background can show over the given backdrops. */
      const paint = (element: Element, below: Rgba[]): Rgba[] => {
        const style = getComputedStyle(element);
        const opacity = Number(style.opacity);
        let shown = below.map((backdrop) =>
          over(withAlpha(parse(style.backgroundColor), opacity), backdrop),
        );
        const image = style.backgroundImage;
        if (image !== 'none') {
          if (image.includes('url(')) {
            throw new Error(`An image is painted behind the logo: ${image}`);
          }
          // Layers are listed top first; each gradient is judged by its colour stops.
          const layers = image.split(/,\s*(?=(?:linear|radial|conic|repeating)-gradient\()/);
          for (const layer of layers.reverse()) {
            const stops = (layer.match(/rgba?\([^)]+\)/g) ?? []).map((stop) =>
              withAlpha(parse(stop), opacity),
            );
            shown = stops.flatMap((stop) => shown.map((backdrop) => over(stop, backdrop)));
          }
        }
        const unique = new Map(shown.map((colour) => [colour.map(Math.round).join(), colour]));
        return [...unique.values()];
      };
      const isOpaque = (element: Element) =>
        parse(getComputedStyle(element).backgroundColor)[3] === 1 &&
        getComputedStyle(element).opacity === '1';

      const logo = document.querySelector('[data-testid="site-logo"]');
      const bar = logo?.closest('header');
      if (!logo || !bar) throw new Error('No logo in a header');
      const box = logo.getBoundingClientRect();

      // What sits behind the logo: the bar, then the page under the bar, top first.
      const behind = document
        .elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        .filter((element) => !logo.contains(element));
      const firstOpaque = behind.findIndex(isOpaque);
      const stack = firstOpaque === -1 ? behind : behind.slice(0, firstOpaque + 1);
      const backdrops = stack.reduceRight((below, element) => paint(element, below), [WHITE]);

      const parts: { label: string; ratio: number; min: number }[] = [];

      // The wordmark: every element of the logo that holds text of its own.
      for (const element of logo.querySelectorAll('*')) {
        const text = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent?.trim())
          .join('');
        if (!text) continue;
        const colour = parse(getComputedStyle(element).color);
        parts.push({
          label: `text "${text}" (${getComputedStyle(element).color})`,
          ratio: worst(colour, backdrops),
          min: textMin,
        });
      }

      // The mark: a tile with strokes drawn on it. It stands out from the bar by the edge of
      // its tile or by its strokes against the tile, whichever is the stronger.
      const tile = logo.querySelector('svg rect');
      if (!tile) throw new Error('The logo has no mark');
      const tileStyle = getComputedStyle(tile);
      const tileColour = withAlpha(parse(tileStyle.fill), Number(tileStyle.fillOpacity));
      const onTile = backdrops.map((backdrop) => over(tileColour, backdrop));
      const strokes = [...logo.querySelectorAll('svg path')].map((path) => {
        const style = getComputedStyle(path);
        return withAlpha(parse(style.stroke), Number(style.strokeOpacity));
      });
      parts.push({
        label: `mark (tile ${tileStyle.fill})`,
        ratio: Math.max(
          worst(tileColour, backdrops),
          ...strokes.map((stroke) => worst(stroke, onTile)),
        ),
        min: graphicMin,
      });
      return parts.map((part) => ({
        ...part,
        label: `${part.label} on ${backdrops
          .map((colour) => `rgb(${colour.slice(0, 3).map(Math.round).join(' ')})`)
          .join(' | ')}`,
      }));
    },
    { textMin: TEXT_MIN, graphicMin: GRAPHIC_MIN },
  );

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
