// Fails the build when the home page ships more than its budget.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const budgets = { homeJs: 125 * KB, homeCss: 20 * KB, image: 100 * KB };

const root = path.resolve(__dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const imageDirs = [distDir, path.join(root, 'server', 'seed', 'images')].filter((dir) =>
  existsSync(dir),
);
const imagePattern = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
/**
 * The image pipeline's variants (posts' pictures, the company's photographs): each width is
 * sent only to screens that need it, so the budget is for files shipped as they are.
 */
const resizedVariants = /[\\/]assets[\\/](images|photos)[\\/]/;

const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;
const gzipTextSize = (text: string): number => gzipSync(text, { level: 9 }).length;

/** The scripts and stylesheets a prerendered page loads before it is interactive. */
export const assetsOfPage = (
  html: string,
): { js: string[]; css: string[]; inlineCss: string[] } => {
  // After whitespace, so that `href` is not found inside `data-href`.
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="?([^"\\s>]+)`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of tags) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src) js.add(src);
    } else if (/rel="?stylesheet/.test(tag)) {
      const href = attr(tag, 'href');
      if (href) css.add(href);
    } else if (/rel="?preload/.test(tag) && /as="?script/.test(tag)) {
      const href = attr(tag, 'href');
      if (href) js.add(href);
    }
  }
  const inlineCss: string[] = [];
  for (const [, attributes = '', content = ''] of html.matchAll(
    /<style\b([^>]*)>([\s\S]*?)<\/style>/g,
  )) {
    inlineCss.push(content);
    const href = attr(attributes, 'data-href');
    if (href) css.delete(href);
  }
  return { js: [...js], css: [...css], inlineCss };
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });

const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A page's transfer by kind of resource, in compressed bytes. */
export interface PageTransfer {
  page: string;
  html: number;
  css: number;
  js: number;
  images: number;
  fonts: number;
  other: number;
  total: number;
  requests: number;
  scripts: { path: string; bytes: number }[];
}

type Kind = Exclude<keyof PageTransfer, 'page' | 'total' | 'requests' | 'scripts'>;

export const kindOfResource = (url: string): Kind => {
  const { pathname } = new URL(url, 'http://localhost');
  if (/\.m?js$/i.test(pathname)) return 'js';
  if (/\.css$/i.test(pathname)) return 'css';
  if (/\.(woff2?|ttf|otf)$/i.test(pathname)) return 'fonts';
  if (/\.(svg|png|jpe?g|webp|avif|gif|ico)$/i.test(pathname)) return 'images';
  return 'other';
};

const TRANSFER_PORT = 4193;

// Loads each page in a fresh context (nothing cached) and sums what Resource Timing says arrived:
// `encodedBodySize`, the body as compressed on the wire, by kind.
async function measureTransfers(): Promise<{ rows: PageTransfer[]; browser: string }> {
  const { launchChromium, startProductionServer, waitUntilSettled } =
    await import('./productionServer');
  const server = await startProductionServer({ port: TRANSFER_PORT, distDir });
  try {
    const response = await fetch(`${server.origin}/api/posts?per_page=1`);
    const { data } = (await response.json()) as { data: { slug: string }[] };
    const post = data[0] ? `/blog/${data[0].slug}` : null;
    const pages = ['/', '/about', '/blog', ...(post ? [post] : []), '/contact'];
    const browser = await launchChromium();
    try {
      const rows: PageTransfer[] = [];
      for (const page of pages) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        try {
          const tab = await context.newPage();
          await tab.goto(`${server.origin}${page}`);
          await waitUntilSettled(tab);
          // A string: tsx's compiled functions reference helpers the page does not have.
          const entries = await tab.evaluate<{ url: string; bytes: number; document: boolean }[]>(
            `[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
              .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize,
                                 document: entry.entryType === 'navigation' }))`,
          );
          const row: PageTransfer = {
            page,
            html: 0,
            css: 0,
            js: 0,
            images: 0,
            fonts: 0,
            other: 0,
            total: 0,
            requests: entries.length,
            scripts: [],
          };
          for (const entry of entries) {
            const kind = entry.document ? 'html' : kindOfResource(entry.url);
            row[kind] += entry.bytes;
            row.total += entry.bytes;
            if (kind === 'js')
              row.scripts.push({ path: new URL(entry.url).pathname, bytes: entry.bytes });
          }
          rows.push(row);
        } finally {
          await context.close();
        }
      }
      return { rows, browser: browser.version() };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

function printTransfers(rows: PageTransfer[], browser: string, homeInitialJs: string[]) {
  const columns = ['html', 'css', 'js', 'images', 'fonts', 'other', 'total'] as const;
  const pageWidth = Math.max(4, ...rows.map((row) => row.page.length));
  console.info(
    `\nTransferred once idle (compressed as served; Chromium ${browser}, 1280×800, empty cache; not budgeted):`,
  );
  console.info(
    `${'page'.padEnd(pageWidth)}  ${columns.map((column) => column.padStart(9)).join(' ')}  requests`,
  );
  for (const row of rows) {
    console.info(
      `${row.page.padEnd(pageWidth)}  ${columns.map((column) => formatKb(row[column]).padStart(9)).join(' ')}  ${String(row.requests).padStart(8)}`,
    );
  }
  const home = rows.find((row) => row.page === '/');
  if (home) {
    const later = home.scripts.filter((script) => !homeInitialJs.includes(script.path));
    const laterBytes = later.reduce((sum, script) => sum + script.bytes, 0);
    console.info(
      `JavaScript for / once idle: ${formatKb(home.js)} as served, of which ${formatKb(laterBytes)} ` +
        `loaded after the budgeted scripts: ${later.map((script) => `${path.basename(script.path)} ${formatKb(script.bytes)}`).join(', ') || 'none'}.`,
    );
  }
}

async function main() {
  const home = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { js, css, inlineCss } = assetsOfPage(home);
  const local = (url: string) => path.join(distDir, url.replace(/^\//, ''));
  const jsBytes = js.reduce((sum, url) => sum + gzipSize(local(url)), 0);
  const cssBytes =
    css.reduce((sum, url) => sum + gzipSize(local(url)), 0) +
    inlineCss.reduce((sum, text) => sum + gzipTextSize(text), 0);
  const images = imageDirs
    .flatMap(filesUnder)
    .filter((file) => imagePattern.test(file) && !resizedVariants.test(file));
  const largest = images
    .map((file) => ({ file: path.relative(root, file), bytes: statSync(file).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const biggest = largest[0] ?? { file: '(none)', bytes: 0 };

  const cssDetail =
    inlineCss.length > 0
      ? `${css.length} files, ${inlineCss.length} inline <style>`
      : `${css.length} files`;
  const rows = [
    ['JavaScript for / (gzip)', jsBytes, budgets.homeJs, `${js.length} files`],
    ['CSS for / (gzip)', cssBytes, budgets.homeCss, cssDetail],
    ['Largest image', biggest.bytes, budgets.image, biggest.file],
  ] as const;
  console.info('budget                    size        limit      detail');
  let failed = false;
  for (const [name, size, limit, detail] of rows) {
    const over = size > limit;
    failed ||= over;
    console.info(
      `${name.padEnd(25)} ${formatKb(size).padStart(9)}  ${formatKb(limit).padStart(9)}  ${over ? 'OVER ' : 'ok   '}${detail}`,
    );
  }
  const overImages = largest.filter((image) => image.bytes > budgets.image);
  for (const image of overImages)
    console.error(`Image over budget: ${image.file} (${formatKb(image.bytes)})`);
  console.info(`${images.length} images checked.`);

  const { chromiumInstalled } = await import('./productionServer');
  if (chromiumInstalled()) {
    const started = Date.now();
    const { rows: transfers, browser } = await measureTransfers();
    printTransfers(transfers, browser, js);
    console.info(`Measured in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else {
    console.warn('\nChromium is not installed: the transfer figures are skipped.');
  }

  if (failed) {
    console.error('Budgets exceeded.');
    process.exit(1);
  }
}

// Imported by its tests, run by `npm run budgets`.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
