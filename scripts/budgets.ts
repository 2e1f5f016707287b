// Fails the build when the home page ships more than its budget. Sizes are gzipped,
// as they travel; the home page's JavaScript before interaction is its entry scripts
// plus the page chunk that hydration waits for.
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

const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** The scripts and stylesheets a prerendered page loads before it is interactive. */
export const assetsOfPage = (html: string): { js: string[]; css: string[] } => {
  const attr = (tag: string, name: string) => new RegExp(`${name}="?([^"\\s>]+)`).exec(tag)?.[1];
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
  return { js: [...js], css: [...css] };
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });

const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function main() {
  const home = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { js, css } = assetsOfPage(home);
  const local = (url: string) => path.join(distDir, url.replace(/^\//, ''));
  const jsBytes = js.reduce((sum, url) => sum + gzipSize(local(url)), 0);
  const cssBytes = css.reduce((sum, url) => sum + gzipSize(local(url)), 0);
  const images = imageDirs.flatMap(filesUnder).filter((file) => imagePattern.test(file));
  const largest = images
    .map((file) => ({ file: path.relative(root, file), bytes: statSync(file).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const biggest = largest[0] ?? { file: '(none)', bytes: 0 };

  const rows = [
    ['JavaScript for / (gzip)', jsBytes, budgets.homeJs, `${js.length} files`],
    ['CSS for / (gzip)', cssBytes, budgets.homeCss, `${css.length} files`],
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
  if (failed) {
    console.error('Budgets exceeded.');
    process.exit(1);
  }
}

main();
