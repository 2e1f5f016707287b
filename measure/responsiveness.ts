/** `npm run responsiveness`. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { ProductionServer } from '../scripts/productionServer';
import { distDirFromEnv, launchChromium, startProductionServer } from '../scripts/productionServer';
import { BLOG_POSTS, fillBlog } from './responsiveness/blogFixture';
import { interactions } from './responsiveness/interactions';
import { CPU_SLOWDOWN, measureOnce } from './responsiveness/measureOnce';
import { EVENT_THRESHOLD_MS } from './responsiveness/pageProbe';
import { printResults } from './responsiveness/printResults';
import type { Result } from './responsiveness/result';
import { resultOf } from './responsiveness/result';
import type { Sample } from './responsiveness/sample';

const root = path.resolve(__dirname, '..');
const PORT = 4192;
const RUNS = Number(process.env.RESPONSIVENESS_RUNS ?? 5);
const reportFile = path.join(root, 'reports', 'responsiveness-latest.json');
/** Traces open in the DevTools Performance panel, to see where a slow interaction's time goes. */
const traceDir = process.env.RESPONSIVENESS_TRACE
  ? path.join(root, 'reports', 'responsiveness-traces')
  : null;

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('RESPONSIVENESS_RUNS must be ≥ 1');
  const started = Date.now();
  const distDir = distDirFromEnv();
  let server: ProductionServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await startProductionServer({ port: PORT, distDir, prepareDatabase: fillBlog });
    browser = await launchChromium();
    if (traceDir) mkdirSync(traceDir, { recursive: true });
    console.info(
      `Chromium ${browser.version()}, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs each, ` +
        `build ${path.relative(root, distDir)}/, ${BLOG_POSTS} blog posts`,
    );
    const results: Result[] = [];
    for (const interaction of interactions) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        samples.push(await measureOnce(browser, server.origin, interaction, null));
      }
      if (traceDir) {
        const slug = interaction.name.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        await measureOnce(browser, server.origin, interaction, path.join(traceDir, `${slug}.json`));
      }
      results.push(resultOf(interaction, samples));
    }
    printResults(results);

    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(
      reportFile,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          chromium: browser.version(),
          cpuSlowdown: CPU_SLOWDOWN,
          eventTimingThresholdMs: EVENT_THRESHOLD_MS,
          blogPosts: BLOG_POSTS,
          distDir: path.relative(root, distDir),
          results,
        },
        null,
        2,
      )}\n`,
    );
    console.info(
      `\nSaved ${path.relative(root, reportFile)} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
