import type { Locator, Page } from '@playwright/test';
import { staticPaths } from '../src/app/staticPaths';
import { site } from '../src/config/site';
import { expect, test, waitForApp } from './fixtures';

const ROUTES = ['/', '/services/commercial-cleaning', '/blog', '/contact', '/how-it-works'];

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not on the page`);
  return found;
};

/** The header's last control: the quote button beside the links, else the menu button. */
const headerEnd = (page: Page, width: number) =>
  width >= 1080
    ? page.getByRole('banner').getByRole('link', { name: 'Get a free quote' })
    : page.getByRole('banner').getByRole('button', { name: 'Menu' });

// One container for the header, every band and the footer: their content shares its edges.
for (const width of [375, 768, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ROUTES) {
      test(`${route}: the header, the page's heading and the footer share one content edge`, async ({
        page,
      }) => {
        await page.goto(route);
        const logo = await box(page.getByRole('link', { name: `${site.name}, home` }));
        const heading = await box(page.getByRole('main').getByRole('heading', { level: 1 }));
        const footer = await box(
          page.getByRole('contentinfo').getByText(site.name, { exact: true }).first(),
        );
        const end = await box(headerEnd(page, width));
        const viewport = await page.evaluate(() => document.documentElement.clientWidth);
        // The text of every band on screen starts at the edge or inside it, never before it.
        const leftmostText = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const lefts = [...document.querySelectorAll('main :is(h1, h2, h3, p, li)')]
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => rect.width > 1 && rect.left >= 0 && rect.right <= width)
            .map((rect) => rect.left);
          return Math.min(...lefts);
        });

        expect(Math.round(leftmostText)).toBe(Math.round(logo.x));
        expect(Math.round(heading.x)).toBe(Math.round(logo.x));
        expect(Math.round(footer.x)).toBe(Math.round(logo.x));
        // The content is centred: it ends as far from the right as it starts from the left.
        expect(Math.round(viewport - (end.x + end.width))).toBe(Math.round(logo.x));
      });
    }
  });
}

// The company's e-mail address wraps after its @ or before a dot, never inside a word.
for (const width of [320, 375, 768, 1024, 1440]) {
  test(`/contact at ${width} px: each e-mail address breaks only at its @ or a dot`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    const split = await page.evaluate(() =>
      [...document.querySelectorAll('a[href^="mailto:"]')].flatMap((link) => {
        const words: Text[] = [];
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) words.push(walker.currentNode as Text);
        return words.flatMap((word) => {
          const range = document.createRange();
          range.selectNodeContents(word);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return lines.size > 1 ? [`"${word.data}" in ${link.textContent ?? ''}`] : [];
        });
      }),
    );
    expect(split, 'parts of an address split across lines').toEqual([]);
  });
}

test('the newsletter field keeps its shape at rest, focused, and focused after a refused address', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForApp(page);
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  const email = form.getByRole('textbox', { name: /facility care tips/i });
  const shape = () => email.evaluate((field) => getComputedStyle(field).borderRadius);
  const atRest = await shape();
  expect(atRest).not.toBe('0px');

  await email.focus();
  expect(await shape(), 'focused').toBe(atRest);

  await email.fill('jo@company');
  await form.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  expect(await shape(), 'refused, focused').toBe(atRest);
});

test('/how-it-works: the line joining the steps passes behind their numbers, not through them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/how-it-works');
  const number = page.getByRole('main').locator('article [aria-hidden="true"] span').nth(1);
  await expect(number).toHaveText('01');
  // Drawn with the line and without it: the number's pixels must not change (2 px inside its
  // box, which is not on whole pixels).
  await number.scrollIntoViewIfNeeded();
  const { x, y, width, height } = await box(number);
  const clip = { x: x + 2, y: y + 2, width: width - 4, height: height - 4 };
  const withLine = await page.screenshot({ clip });
  // A stylesheet made by script: the page's CSP refuses an added <style>.
  await page.evaluate(() => {
    const hideLine = new CSSStyleSheet();
    hideLine.replaceSync('main ol::before { visibility: hidden !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, hideLine];
  });
  const withoutLine = await page.screenshot({ clip });
  expect(withLine.equals(withoutLine)).toBe(true);
});

// A grid's last row is full, or sits in the middle: no empty cell beside a lone card. The
// blog's lists are left out: a last page holds what is left.
for (const width of [320, 480, 700, 900, 1024, 1100, 1440]) {
  test(`at ${width} px no grid of cards leaves a hole in its last row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const holes: string[] = [];
    for (const route of staticPaths.filter((path) => !path.startsWith('/blog'))) {
      await page.goto(route);
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main *')].flatMap((grid) => {
          if (!(grid instanceof HTMLElement)) return [];
          const style = getComputedStyle(grid);
          const isGrid = style.display === 'grid';
          const wraps = style.display === 'flex' && style.flexWrap === 'wrap';
          const items = [...grid.children].filter(
            (child) => child.getBoundingClientRect().width > 0,
          );
          if ((!isGrid && !wraps) || items.length < 2) return [];
          // Items whose heights overlap share a row (a row may align them at their centres).
          const rows: DOMRect[][] = [];
          const rects = items.map((item) => item.getBoundingClientRect());
          for (const rect of rects.sort((a, b) => a.top - b.top)) {
            const row = rows.at(-1);
            if (row && rect.top < Math.max(...row.map((other) => other.bottom)) - 1) row.push(rect);
            else rows.push([rect]);
          }
          const inner =
            grid.getBoundingClientRect().width -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight);
          const widthOf = (row: DOMRect[]) =>
            Math.max(...row.map((rect) => rect.right)) - Math.min(...row.map((rect) => rect.left));
          const first = rows[0] ?? [];
          const last = rows.at(-1) ?? [];
          // A grid of two columns or more; a wrapping row counts when its first row is full
          // of alike items (cards), not a heading beside its button or chips of any width.
          const columns = isGrid ? style.gridTemplateColumns.split(' ').length : first.length;
          const widths = first.map((rect) => rect.width);
          const alike = Math.max(...widths) <= Math.min(...widths) * 1.15;
          const cards = isGrid
            ? columns > 1
            : rows.length > 1 && columns > 1 && alike && widthOf(first) >= inner * 0.9;
          const name = `${grid.tagName.toLowerCase()}.${grid.className.split(' ')[0] ?? ''}`;
          const box = grid.getBoundingClientRect();
          const before = Math.min(...last.map((rect) => rect.left)) - box.left;
          const after = box.right - Math.max(...last.map((rect) => rect.right));
          const centred = Math.abs(before - after) <= 2;
          return cards && widthOf(last) < inner * 0.9 && !centred
            ? [`${name}: ${last.length} of ${columns} columns in its last row`]
            : [];
        }),
      );
      holes.push(...found.map((hole) => `${route} ${hole}`));
    }
    expect(holes).toEqual([]);
  });
}
