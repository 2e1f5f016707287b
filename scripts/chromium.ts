// The Chromium the browser tests drive; QA's browser replay, the budgets and the measurements
// launch the same one, with the same flags.
import { existsSync } from 'node:fs';

/** Where the browser tests find Chromium: Debian's package, never a downloaded build. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser the Playwright suite drives: Debian's Chromium headless shell, the same build
 * without the browser's window, as Playwright itself runs headless tests (about a quarter
 * less work on two cores); Chromium where it is not installed, or CHROME_PATH.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_BROWSER_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Root needs no sandbox; the networking flags keep Chromium off the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
