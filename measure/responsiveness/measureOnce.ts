// One measured interaction: a fresh page, loaded, settled and hydrated, then one press.
import type { Browser, Locator, Page } from '@playwright/test';
import { waitUntilSettled } from '../../scripts/productionServer';
import type { Interaction } from './interactions';
import type { EventEntry, Frame } from './pageProbe';
import { PAGE_PROBE } from './pageProbe';
import { aim, press } from './pointer';
import type { Sample } from './sample';
import { sampleOf } from './sample';

export const CPU_SLOWDOWN = 4;

/** React attaches its props to an element when it hydrates it; its handlers work then. */
const waitUntilHydrated = async (page: Page, control: Locator) => {
  const element = await control.elementHandle({ timeout: 15_000 });
  await page.waitForFunction(
    (node) => Object.keys(node ?? {}).some((key) => key.startsWith('__reactProps$')),
    element,
    { timeout: 15_000, polling: 100 },
  );
  await element?.dispose();
};

export async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  tracePath: string | null,
): Promise<Sample> {
  const context = await browser.newContext(interaction.context);
  try {
    await context.addInitScript(PAGE_PROBE);
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${interaction.path}`);
    await waitUntilSettled(page);
    const control = interaction.control(page);
    await waitUntilHydrated(page, control);
    await interaction.before?.(page);
    if (tracePath) await browser.startTracing(page, { path: tracePath });
    const point = await aim(page, control, interaction.input);

    await page.evaluate('window.__mark = __responsiveness.mark()');
    await press(page, point, interaction.input);
    const { events, frames } = await page.evaluate<{ events: EventEntry[]; frames: Frame[] }>(
      '__responsiveness.settle(window.__mark)',
    );
    if (tracePath) await browser.stopTracing();
    await interaction.done(page).waitFor({ timeout: 10_000 });
    return sampleOf(events, frames);
  } finally {
    await context.close();
  }
}
