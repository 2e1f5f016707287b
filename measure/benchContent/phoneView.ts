// A page's first view as a phone has it (412 px wide, DPR 2.625, as the figures were
// taken): every byte it transfers until the network is quiet, and how large each picture is
// against the pixels it fills.
import type { Browser } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

export const PHONE = { width: 412, height: 823, deviceScaleFactor: 2.625 };
const QUIET_MS = 1500;

export interface ImageSeen {
  src: string;
  pixelWidth: number;
  shownWidth: number;
  /** Its width against the pixels it fills (shown width × DPR). */
  ratio: number;
}

export interface FirstView {
  url: string;
  bytes: number;
  requests: number;
  /** What the browser fetched, by kind: documents, scripts, images, data. */
  bytesByType: Record<string, number>;
  images: ImageSeen[];
  /** The picture with the most pixels, and the one furthest over what it fills. */
  largest: ImageSeen | null;
  worstRatio: number;
}

export const launchBrowser = (ports: number[]): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--explicitly-allowed-ports=${ports.join(',')}`],
  });

export async function firstView(browser: Browser, url: string): Promise<FirstView> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const bytesByType: Record<string, number> = {};
  let bytes = 0;
  let requests = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    types.set(event.requestId, event.type ?? 'Other');
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'Other';
    bytes += event.encodedDataLength;
    requests += 1;
    bytesByType[type] = (bytesByType[type] ?? 0) + event.encodedDataLength;
    lastActivity = Date.now();
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(250);
    // What the page transferred; the pictures are measured after, from the browser's cache.
    const transferred = { bytes, requests, bytesByType: { ...bytesByType } };
    const images = await page.evaluate(async (dpr) => {
      const seen = [];
      for (const image of Array.from(document.images)) {
        if (!image.complete || image.naturalWidth === 0 || !image.currentSrc) continue;
        const blob = await (await fetch(image.currentSrc)).blob();
        // Vector pictures have no pixels to count.
        if (blob.type.startsWith('image/svg')) continue;
        const bitmap = await createImageBitmap(blob).catch(() => null);
        if (bitmap === null) continue;
        const shownWidth = image.getBoundingClientRect().width;
        seen.push({
          src: image.currentSrc,
          pixelWidth: bitmap.width,
          shownWidth,
          ratio: shownWidth > 0 ? bitmap.width / (shownWidth * dpr) : 0,
        });
        bitmap.close();
      }
      return seen;
    }, PHONE.deviceScaleFactor);
    const largest = images.reduce<ImageSeen | null>(
      (best, image) => (best === null || image.pixelWidth > best.pixelWidth ? image : best),
      null,
    );
    return {
      url,
      ...transferred,
      images,
      largest,
      worstRatio: Math.max(0, ...images.map((image) => image.ratio)),
    };
  } finally {
    await context.close();
  }
}
