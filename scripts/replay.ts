/**
 * Replays a QA recording: `npm run replay -- recording.json` in Node, or with `--browser` in
 * Chromium against the production build, writing what the replay showed (docs/qa.md).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { instrument } from '@redux-devtools/instrument';
import { importState } from '@redux-devtools/utils';
import { legacy_createStore as createStore } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { createRootReducer, makeStore } from '@/app/store';
import '@/features/blog/api/blogApi';
import '@/features/contact/contactApi';
import { parseRecording } from '@/features/qa-recorder/exportRecording';
import { replayingApp } from '@/features/qa-recorder/recordingFile';
import { screenDigest } from '@/features/qa-recorder/screenDigest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import {
  compareScreens,
  expectedScreenOf,
  replayInBrowser,
  startDemoSite,
} from './replayInBrowser';

const USAGE = `Usage: npm run replay -- recording.json
       npm run replay -- --browser recording.json [--update] [--out folder]`;

const root = path.resolve(__dirname, '..');

async function main(args: string[]): Promise<number> {
  const browser = args.includes('--browser');
  const update = args.includes('--update');
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  const file = args.find(
    (arg, index) => !arg.startsWith('--') && (outIndex < 0 || index !== outIndex + 1),
  );
  if (!file || (outIndex >= 0 && !out)) {
    console.error(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  return browser
    ? replayInChromium(file, { update, out: out ?? path.join(root, 'test-results', 'replays') })
    : replayInNode(file, text);
}

async function replayInNode(file: string, text: string): Promise<number> {
  const parsed = parseRecording(text, replayingApp(makeStore().getState()));
  if (!parsed.ok) {
    console.error(`${file}: ${parsed.error}`);
    return 2;
  }
  const { entries, initialState, digests, build } = parsed.value;
  if (digests.length === 0) {
    console.error(`${file}: the file carries no screen digests (DevTools skipped actions in it).`);
    return 2;
  }

  // A fresh store, starting where the recording started; the screen checked after each action.
  const store = makeStore(initialState as Partial<RootState> | undefined);
  let firstDifference: string | null = null;
  const check = (step: number, type: string) => {
    const actual = screenDigest(store.getState());
    if (firstDifference === null && actual !== digests[step]) {
      firstDifference = `step ${step} (${type}): recorded ${digests[step]}, replayed ${actual}`;
    }
  };
  check(0, 'the starting state');
  for (const [index, { action }] of entries.entries()) {
    store.dispatch(action);
    // Actions that start requests settle before the next one, as they did when recorded.
    await Promise.resolve();
    check(index + 1, action.type);
  }

  // The same file, opened the way the Redux DevTools extension's Import opens it.
  const devtools = instrument()(createStore)(createRootReducer());
  const imported = importState(text, {});
  devtools.liftedStore.dispatch({ type: 'IMPORT_STATE', ...imported } as never);
  const devtoolsDigest = screenDigest(devtools.getState());
  const recordedFinal = digests.at(-1);

  console.info(`recorded with build: ${build}`);
  console.info(`actions replayed: ${entries.length}`);
  console.info(`final screen digest: ${screenDigest(store.getState())}`);
  console.info(`recorded digest:     ${recordedFinal}`);
  console.info(
    firstDifference === null
      ? 'equal: yes (every step)'
      : `equal: NO (the replay first differs at ${firstDifference})`,
  );
  const devtoolsEqual = devtoolsDigest === recordedFinal;
  console.info(
    `DevTools import: ${devtoolsEqual ? 'same final screen' : 'DIFFERENT final screen'}`,
  );
  return firstDifference === null && devtoolsEqual ? 0 : 1;
}

/** The file replayed by the production build's QA panel in Chromium, and what it showed. */
async function replayInChromium(
  file: string,
  { update, out }: { update: boolean; out: string },
): Promise<number> {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    console.error('No production build in dist/: run "npm run build" first.');
    return 2;
  }
  const site = await startDemoSite(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const result = await replayInBrowser(browser, site.origin, path.resolve(file));
    console.info(`panel: ${result.status}`);
    if (result.verdict === 'refused') return 2;
    if (!result.screenshot) return 2;
    mkdirSync(out, { recursive: true });
    const shot = path.join(out, `${path.basename(file, '.json')}.png`);
    writeFileSync(shot, result.screenshot);
    const { width, height } = result.viewport;
    console.info(`screenshot (${width}×${height}): ${path.relative(process.cwd(), shot)}`);
    console.info(`final screen digest: ${result.verdict === 'matches' ? 'equal' : result.verdict}`);
    const expected = expectedScreenOf(file);
    if (update) {
      writeFileSync(expected, result.screenshot);
      console.info(`kept as the expected screen: ${path.relative(process.cwd(), expected)}`);
      return result.verdict === 'matches' ? 0 : 1;
    }
    if (!existsSync(expected)) {
      console.info('screen: no expected screenshot beside the file (--update keeps this one)');
      return result.verdict === 'matches' ? 0 : 1;
    }
    const screen = compareScreens(readFileSync(expected), result.screenshot);
    if (!screen.same && screen.diff)
      writeFileSync(shot.replace(/\.png$/, '.diff.png'), screen.diff);
    console.info(
      screen.same
        ? 'screen: the same as the expected screenshot'
        : `screen: DIFFERENT from ${path.relative(process.cwd(), expected)} (${(screen.ratio * 100).toFixed(2)} % of pixels)`,
    );
    return result.verdict === 'matches' && screen.same ? 0 : 1;
  } finally {
    await browser.close();
    site.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
