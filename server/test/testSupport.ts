import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { buildApp } from '../app';
import type { Db } from '../dbType';
import { openDatabase } from '../db';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  distDir: string;
  close: () => Promise<void>;
}

/** Big enough to cross the compression threshold, like a real build's files. */
const filler = (label: string): string =>
  Array.from({ length: 120 }, (_, index) => `${label} line ${index}`).join('\n');

export const FAKE_INDEX_HTML = `<!doctype html><html lang="en-AU"><head><title>Test shell</title>
<script defer src="/assets/main.0123456789.js"></script></head>
<body><div id="root"></div><!-- ${filler('shell')} --></body></html>`;

export const FAKE_ASSET_JS = `console.info(${JSON.stringify(filler('asset'))});`;

/** A prerendered page of the fake build. */
export const fakePage = (name: string): string =>
  `<!doctype html><html lang="en-AU"><head><title>${name}</title></head><body><div id="root"><h1>${name}</h1></div><!-- ${filler(name)} --></body></html>`;

/** Prerendered pages of the fake build, by path (as `npm run build` writes them). */
export const FAKE_PAGES: Record<string, string> = {
  'index.html': fakePage('Home'),
  'about/index.html': fakePage('About'),
  'sectors/healthcare/index.html': fakePage('Healthcare'),
  'blog/index.html': fakePage('Blog'),
  '404.html': fakePage('Page Not Found'),
};

/** A page of the build as the server sends it: marked as its own (src/lib/siteServer.ts). */
export const asServed = (html: string): string =>
  html.replace(/<div id="?root"?(?=[\s>])/, (root) => `${root} data-site-server`);

/**
 * A throwaway build folder: the app shell, prerendered pages, one hashed asset and
 * robots.txt (`withIndex: false` leaves out every HTML file, as before a build).
 */
export function makeFakeDist({ withIndex = true } = {}): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  if (withIndex) {
    fs.writeFileSync(path.join(distDir, 'shell.html'), FAKE_INDEX_HTML);
    for (const [file, html] of Object.entries(FAKE_PAGES)) {
      fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
      fs.writeFileSync(path.join(distDir, file), html);
    }
  }
  fs.writeFileSync(path.join(distDir, 'assets', 'main.0123456789.js'), FAKE_ASSET_JS);
  fs.writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return distDir;
}

/** The real app over a fresh, seeded in-memory database and a fake build. */
export async function makeTestApp(
  options: Partial<AppOptions> & { withIndex?: boolean } = {},
): Promise<TestApp> {
  const { withIndex, ...appOptions } = options;
  const db = openDatabase(':memory:');
  const distDir = makeFakeDist({ withIndex });
  // Tests make many submissions from one client; the limit itself has its own test.
  const app = await buildApp({
    db,
    distDir,
    contactRateLimit: { max: 100_000, windowMs: 60_000 },
    // Failures are provoked on purpose; their logs would only clutter the test output.
    logLevel: 'silent',
    ...appOptions,
  });
  return {
    app,
    db,
    distDir,
    close: async () => {
      await app.close();
      db.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}
