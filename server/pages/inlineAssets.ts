import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a generated page carries inline, so it paints from its own bytes. */

/** The CSP source that allows one inline block with exactly this content. */
export const cspHash = (content: string): string =>
  `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** A built stylesheet as it is inlined: without the map comment, whose path would be wrong there. */
export const inlineCss = (fileText: string): string =>
  fileText.replace(/\s*\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();

const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

/** The CSP sources for the inline <style> blocks of a page this server generated. */
export const inlineStyleHashesIn = (html: string): string[] => [
  ...new Set(Array.from(html.matchAll(INLINE_STYLE), ([, css = '']) => cspHash(css))),
];

const LOADER_SOURCE = path.resolve(
  __dirname,
  '..',
  '..',
  'src',
  'app',
  'start',
  'inlineScriptLoader.js',
);

/** The loader with its comments and indentation dropped (every page carries it). */
export const SCRIPT_LOADER = fs
  .readFileSync(LOADER_SOURCE, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

export const SCRIPT_LOADER_HASH = cspHash(SCRIPT_LOADER);

/** Where the loader finds the scripts it starts (a <template> element). */
export const APP_SCRIPTS_ID = 'app-scripts';

/** Every stylesheet of a build by its URL, as inlined, with the CSP hashes that allow them. */
export interface InlineStyles {
  css: Map<string, string>;
  hashes: string[];
}

export function readInlineStyles(distDir: string, hrefs: string[]): InlineStyles {
  const css = new Map<string, string>();
  for (const href of new Set(hrefs)) {
    css.set(href, inlineCss(fs.readFileSync(path.join(distDir, href), 'utf8')));
  }
  return { css, hashes: [...new Set([...css.values()].map(cspHash))] };
}
