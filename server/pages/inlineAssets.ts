import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../projectRoot';

export const cspHash = (content: string): string =>
  `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** A built stylesheet as it is inlined: without the map comment, whose path would be wrong there. */
export const inlineCss = (fileText: string): string =>
  fileText.replace(/\s*\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();

const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

export const inlineStyleHashesIn = (html: string): string[] => [
  ...new Set(Array.from(html.matchAll(INLINE_STYLE), ([, css = '']) => cspHash(css))),
];

const LOADER_SOURCE = path.join(PROJECT_ROOT, 'src', 'app', 'start', 'inlineScriptLoader.js');

export const SCRIPT_LOADER = fs
  .readFileSync(LOADER_SOURCE, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

export const SCRIPT_LOADER_HASH = cspHash(SCRIPT_LOADER);

export const APP_SCRIPTS_ID = 'app-scripts';

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
