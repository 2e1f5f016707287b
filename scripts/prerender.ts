// Writes complete HTML for every static route after the client build, using the server
// bundle (same route table and components as the browser) with a fresh store per page.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { notFoundPath, staticPaths } from '../src/app/staticPaths';
import type { render as renderPage } from '../src/entry-server';
import type { ClientManifest } from '../server/htmlTemplate';
import { chunkTags, fillTemplate, preloadFonts } from '../server/htmlTemplate';

const root = path.resolve(__dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const serverEntry = `${distDir}-server/entry-server.js`;

const { render } = createRequire(__filename)(serverEntry) as { render: typeof renderPage };

const outputFile = (urlPath: string): string =>
  urlPath === notFoundPath
    ? path.join(distDir, '404.html')
    : path.join(distDir, urlPath, 'index.html');

async function main() {
  const template = readFileSync(path.join(distDir, 'shell.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(`${distDir}-server/client-manifest.json`, 'utf8'),
  ) as ClientManifest;
  const fontPreloads = preloadFonts(distDir);
  const started = Date.now();
  for (const urlPath of [...staticPaths, notFoundPath]) {
    const result = await render(`http://localhost${urlPath}`);
    const file = outputFile(urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    const headEnd = fontPreloads + chunkTags(manifest, result.chunks, result.styleChunks);
    const page = result.status === 404 ? 'not-found' : undefined;
    writeFileSync(
      file,
      fillTemplate(template, { html: result.html, head: result.head, headEnd, page }),
    );
  }
  console.info(
    `Prerendered ${staticPaths.length + 1} pages into ${path.relative(root, distDir) || '.'} in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
