import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { buildApp } from '../app';
import type { Db } from '../store/sqlite';
import type { FormsOptions } from '../forms/registerForms';
import { preparePosts } from '../reference-api/postsDatabase';
import type { FormsStore } from '../store/formsStore';
import { migrateSqlite, openSqliteDatabase, sqliteFormsStore } from '../store/sqlite';

export interface TestApp {
  app: FastifyInstance;
  /** One in-memory SQLite database: the reference API's posts and the forms' tables. */
  db: Db;
  store: FormsStore;
  distDir: string;
  close: () => Promise<void>;
}

/** A fresh in-memory database with the sample posts and the forms' schema, as the demo has. */
export function makeTestDatabase(): { db: Db; store: FormsStore } {
  const db = preparePosts(openSqliteDatabase(':memory:'));
  migrateSqlite(db);
  return { db, store: sqliteFormsStore(db, ':memory:') };
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'forms' | 'referenceApi'>> {
  /** false: no prerendered pages, as before a build. */
  withIndex?: boolean;
  /** The forms' settings besides the store (which the test app makes). */
  forms?: Partial<Omit<FormsOptions, 'store'>>;
  /** The reference API's public origin (its links; images when absolute). */
  apiPublicUrl?: string;
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

/** A page of the build as the server sends it: marked as its own (contract/siteServer.ts). */
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

/**
 * A stand-in for the server bundle `npm run build` writes beside the build (`<dist>-server`),
 * for a server process: enough for the build to load, each page a heading. Removed with
 * the build by `removeFakeDist`.
 */
export function addFakeServerBundle(distDir: string): void {
  const serverDir = `${distDir}-server`;
  fs.mkdirSync(serverDir, { recursive: true });
  const manifest = { chunks: { main: { js: ['/assets/main.0123456789.js'], css: [] } } };
  fs.writeFileSync(path.join(serverDir, 'client-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(
    path.join(serverDir, 'entry-server.js'),
    [
      'exports.renderedLocation = (pathname, search) => pathname + search;',
      'exports.render = async (route, data) => ({',
      "  html: `<main><h1>${data && data.list ? data.list.view.matching + ' posts' : 'A page'}</h1></main>`,",
      '  headTags: null, status: 200, route, chunks: [], styleChunks: [], pageState: {},',
      '});',
      '',
    ].join('\n'),
  );
}

/** Removes a fake build and its server bundle, if it has one. */
export function removeFakeDist(distDir: string): void {
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(`${distDir}-server`, { recursive: true, force: true });
}

/** The real app over a fresh, seeded in-memory database and a fake build. */
export async function makeTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { withIndex, forms, apiPublicUrl, ...appOptions } = options;
  const { db, store } = makeTestDatabase();
  const distDir = makeFakeDist({ withIndex });
  const app = await buildApp({
    referenceApi: { db, origin: apiPublicUrl },
    forms: {
      store,
      clock: appOptions.now,
      // Tests make many submissions from one client; the limits have their own tests.
      contactRateLimit: { max: 100_000, windowMs: 60_000 },
      signupRateLimit: { max: 100_000, windowMs: 60_000 },
      ...forms,
    },
    distDir,
    // Failures are provoked on purpose; their logs would only clutter the test output.
    logLevel: 'silent',
    ...appOptions,
  });
  return {
    app,
    db,
    store,
    distDir,
    close: async () => {
      await app.close();
      db.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}

/** A visitor's contact request that every check accepts. */
export const CONTACT_ENQUIRY = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '0412 345 678',
  service: 'commercial',
  message: 'We need a quote for nightly cleaning of a two-level office in Parramatta.',
};
