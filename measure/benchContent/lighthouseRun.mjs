// One Lighthouse run (mobile defaults) in a fresh Chromium, printed as JSON.
import os from 'node:os';
import { figures, launchChrome, runLighthouse } from '../lighthouseRuns.mjs';

const [url, portList = ''] = process.argv.slice(2);
const ports = portList.split(',').filter(Boolean).map(Number);

const lcpElementOf = (lhr) =>
  lhr.audits[
    'largest-contentful-paint-element'
  ]?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 120) ?? null;

const chrome = await launchChrome(ports);
try {
  const loadAverage = os.loadavg()[0];
  const { lhr } = await runLighthouse(url, chrome.port, url);
  const run = lhr.runtimeError
    ? { url, loadAverage, error: lhr.runtimeError.code }
    : {
        url,
        ...figures(lhr),
        totalBytes: lhr.audits['total-byte-weight']?.numericValue ?? null,
        lcpElement: lcpElementOf(lhr),
        loadAverage,
      };
  process.stdout.write(`${JSON.stringify(run)}\n`);
} finally {
  chrome.kill();
}
