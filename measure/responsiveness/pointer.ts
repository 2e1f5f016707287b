// Taps and clicks as a visitor gives them, so that only the press itself is measured.
import type { Locator, Page } from '@playwright/test';

export type Input = 'tap' | 'click';

/** Brings the control into view and, for a mouse, over it, and lets the page settle. */
export async function aim(page: Page, control: Locator, input: Input) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error(`${control.toString()} is not visible`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (input === 'click') await page.mouse.move(point.x, point.y);
  await page.waitForTimeout(500);
  return point;
}

/** How long a mouse button stays down in a click, so press and release are two frames, as by hand. */
const CLICK_HOLD_MS = 80;

export async function press(page: Page, point: { x: number; y: number }, input: Input) {
  if (input === 'tap') {
    await page.touchscreen.tap(point.x, point.y);
  } else {
    await page.mouse.down();
    await page.waitForTimeout(CLICK_HOLD_MS);
    await page.mouse.up();
  }
}
