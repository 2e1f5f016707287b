import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { spawnServer, stopChild } from '../scripts/childProcess';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { expect, test, waitForApp } from './fixtures';
import type { HttpsProxy } from './support/httpsProxy';
import { startHttpsProxy } from './support/httpsProxy';

/**
 * A page whose Content-Security-Policy blocks something reports it, and the server counts
 * it: over plain HTTP by `report-uri`, over HTTPS by the Reporting API (`report-to` and
 * Reporting-Endpoints, which Chromium reads on HTTPS pages only). The production server
 * runs behind a TLS proxy (TRUST_PROXY=1), with its metrics on their own port.
 */
const SITE_PORT = Number(process.env.E2E_CSP_SITE_PORT ?? 4181);
const METRICS_PORT = Number(process.env.E2E_CSP_METRICS_PORT ?? 4182);
const HTTPS_PORT = Number(process.env.E2E_CSP_HTTPS_PORT ?? 4183);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const BLOCKED = 'https://blocked.example/pixel.png';

test.use({
  // Reports are sent within a second rather than a minute; the proxy's certificate is the run's own.
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--short-reporting-delay', '--ignore-certificate-errors'],
  },
  ignoreHTTPSErrors: true,
  allowedConsoleErrors: /Content Security Policy/,
});

let server: ChildProcess;
let proxy: HttpsProxy;
let dbDir: string;

test.beforeAll(async () => {
  dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-csp-'));
  server = spawnServer({
    port: SITE_PORT,
    dbPath: path.join(dbDir, 'site.sqlite'),
    distDir: path.resolve(process.env.DIST_DIR ?? 'dist'),
    env: { TRUST_PROXY: '1', METRICS_PORT: String(METRICS_PORT), LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${SITE}/readyz`).then(
          (answer) => answer.status,
          () => 0,
        ),
      {
        timeout: 30_000,
        message: 'the server to be ready',
      },
    )
    .toBe(200);
  proxy = await startHttpsProxy(HTTPS_PORT, SITE);
});

test.afterAll(async () => {
  await proxy?.close();
  await stopChild(server);
  fs.rmSync(dbDir, { recursive: true, force: true });
});

/** Violations of img-src the server has counted. */
const imgSrcReports = async (): Promise<number> => {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  return Number(
    /^harbourline_csp_reports_total\{directive="img-src"\} (\d+)$/m.exec(text)?.[1] ?? 0,
  );
};

/** Loads an image from an origin the policy does not allow, as injected code would. */
const loadBlockedImage = (page: Page) =>
  page.evaluate((src) => {
    const image = new Image();
    image.src = src;
    document.body.append(image);
  }, BLOCKED);

test('a violation on a plain-HTTP page is reported by report-uri and counted', async ({ page }) => {
  const before = await imgSrcReports();
  const reports = page.waitForRequest((request) => request.url().endsWith('/forms/csp-reports'));
  const response = await page.goto(`${SITE}/about`);
  expect(response?.headers()['content-security-policy']).toMatch(
    /report-uri \/forms\/csp-reports$/,
  );
  await waitForApp(page);
  await loadBlockedImage(page);
  expect((await reports).headers()['content-type']).toBe('application/csp-report');
  await expect.poll(imgSrcReports, { message: 'the report to be counted' }).toBe(before + 1);
});

test('a violation on an HTTPS page is reported by the Reporting API and counted', async ({
  page,
}) => {
  const before = await imgSrcReports();
  const response = await page.goto(`${proxy.origin}/about`);
  expect(response?.headers()['reporting-endpoints']).toBe('csp-endpoint="/forms/csp-reports"');
  expect(response?.headers()['content-security-policy']).toMatch(/report-to csp-endpoint$/);
  await waitForApp(page);
  await loadBlockedImage(page);
  await expect
    .poll(imgSrcReports, { timeout: 15_000, message: 'the report to be counted' })
    .toBe(before + 1);
});
