import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClientManifest } from './htmlTemplate';
import { pageAssets, withoutEntryAssets } from './htmlTemplate';
import { SCRIPT_LOADER, SCRIPT_LOADER_HASH, cspHash, readInlineStyles } from './inlineAssets';

const manifest: ClientManifest = {
  chunks: {
    main: { js: ['/assets/framework.1.js', '/assets/main.2.js'], css: ['/assets/main.3.css'] },
    'page-home': { js: ['/assets/page-home.4.js'], css: ['/assets/page-home.5.css'] },
    'home-blog-teaser': { js: ['/assets/teaser.6.js'], css: ['/assets/teaser.7.css'] },
  },
};

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-assets-'));
fs.mkdirSync(path.join(dist, 'assets'));
const cssFiles: Record<string, string> = {
  '/assets/main.3.css': 'body{margin:0}\n\n/*# sourceMappingURL=main.3.css.map*/',
  '/assets/page-home.5.css': '.hero{color:navy}',
  '/assets/teaser.7.css': '.teaser{gap:1rem}\n/*# sourceMappingURL=teaser.7.css.map*/\n',
};
for (const [href, css] of Object.entries(cssFiles)) fs.writeFileSync(path.join(dist, href), css);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const styles = readInlineStyles(dist, Object.keys(cssFiles));

describe('a generated page’s assets', () => {
  const { head, body } = pageAssets(manifest, styles, ['page-home'], ['home-blog-teaser']);

  it('inlines every stylesheet it needs, in cascade order, without the map comments', () => {
    expect(head).toBe(
      '<style data-href="/assets/main.3.css">body{margin:0}</style>' +
        '<style data-href="/assets/page-home.5.css">.hero{color:navy}</style>' +
        '<style data-href="/assets/teaser.7.css">.teaser{gap:1rem}</style>',
    );
  });

  it('allows exactly those stylesheets by hash', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(styles.hashes).toEqual([
      sha('body{margin:0}'),
      sha('.hero{color:navy}'),
      sha('.teaser{gap:1rem}'),
    ]);
  });

  it('keeps the entry and page scripts in a template the inline loader starts', () => {
    expect(body).toBe(
      '<template id="app-scripts">' +
        '<script src="/assets/framework.1.js"></script>' +
        '<script src="/assets/main.2.js"></script>' +
        '<script src="/assets/page-home.4.js"></script>' +
        `</template><script>${SCRIPT_LOADER}</script>`,
    );
    // Chunks that only style the page load when the app asks for them.
    expect(body).not.toContain('teaser.6.js');
  });

  it('ships the loader without comments, allowed by its hash', () => {
    expect(SCRIPT_LOADER).not.toMatch(/^\s*\/\//m);
    expect(SCRIPT_LOADER).toContain("getElementById('app-scripts')");
    expect(SCRIPT_LOADER_HASH).toBe(cspHash(SCRIPT_LOADER));
  });
});

describe('a page whose styles name a web font', () => {
  const fontCss =
    '@font-face{font-family:Brand;src:url(/assets/brand.8.woff2) format("woff2")}h1{font-family:Brand}';
  fs.writeFileSync(path.join(dist, 'assets/fonts.9.css'), fontCss);
  const withFont = readInlineStyles(dist, ['/assets/fonts.9.css', ...Object.keys(cssFiles)]);
  const fontManifest: ClientManifest = {
    chunks: {
      main: { js: ['/assets/main.2.js'], css: ['/assets/fonts.9.css', '/assets/main.3.css'] },
      'page-home': { js: [], css: ['/assets/page-home.5.css'] },
    },
  };

  it('asks for the font at once, before its styles, as CORS requires for fonts', () => {
    const { head } = pageAssets(fontManifest, withFont, ['page-home']);
    expect(head).toBe(
      '<link rel="preload" href="/assets/brand.8.woff2" as="font" type="font/woff2" crossorigin>' +
        `<style data-href="/assets/fonts.9.css">${fontCss}</style>` +
        '<style data-href="/assets/main.3.css">body{margin:0}</style>' +
        '<style data-href="/assets/page-home.5.css">.hero{color:navy}</style>',
    );
  });
});

describe('the page template', () => {
  it('drops the tags the bundler put in the shell for the entry, and nothing else', () => {
    const shell =
      '<head><link rel=icon href=/favicon.svg><script defer src=/assets/framework.1.js></script>' +
      '<script defer src=/assets/main.2.js></script><link href=/assets/main.3.css rel=stylesheet>' +
      '<title>x</title></head><body><div id=root></div></body>';
    expect(withoutEntryAssets(shell, manifest)).toBe(
      '<head><link rel=icon href=/favicon.svg><title>x</title></head><body><div id=root></div></body>',
    );
  });
});
