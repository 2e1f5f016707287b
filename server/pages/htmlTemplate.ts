import { PAGE_STATE_ELEMENT_ID } from '@/state/pageState';
import { BUILT_IMAGES_ATTRIBUTE } from '@contract/images/images';
import type { InlineStyles } from './inlineAssets';
import { APP_SCRIPTS_ID, SCRIPT_LOADER } from './inlineAssets';
import { escapeHtml } from '@contract/escapeHtml';

export interface ClientManifest {
  chunks: Record<string, { js: string[]; css: string[] }>;
}

export const ENTRY_CHUNK = 'main';

/** A web font's address in a stylesheet, as the build writes it: `url(/assets/….woff2)`. */
const FONT_URL = /url\(\s*["']?(\/[^"')\s]+\.woff2)["']?\s*\)/g;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const withoutEntryAssets = (shell: string, manifest: ClientManifest): string => {
  const entry = manifest.chunks[ENTRY_CHUNK] ?? { js: [], css: [] };
  return [...entry.js, ...entry.css].reduce((html, href) => {
    const url = `"?${escapeRegExp(href)}"?`;
    return html
      .replace(new RegExp(`<script\\b[^>]*\\bsrc=${url}[^>]*></script>`), '')
      .replace(new RegExp(`<link\\b[^>]*\\bhref=${url}[^>]*>`), '');
  }, shell);
};

const fetchedAtAttribute = (fetchedAt: number) => ` data-fetched-at="${fetchedAt}"`;

/** A page whose data was fetched again and found unchanged, dated by that fetch. */
export const redatedPage = (html: string, from: number, to: number): string => {
  const at = html.lastIndexOf(fetchedAtAttribute(from));
  if (at < 0) return html;
  return (
    html.slice(0, at) + fetchedAtAttribute(to) + html.slice(at + fetchedAtAttribute(from).length)
  );
};

export const pageAssets = (
  manifest: ClientManifest,
  styles: InlineStyles,
  chunks: string[],
  styleChunks: string[] = [],
  state: { href: string; fetchedAt: number | null } | null = null,
): { head: string; body: string } => {
  const entriesOf = (names: string[]) =>
    names.flatMap((chunk) => {
      const entry = manifest.chunks[chunk];
      return entry ? [entry] : [];
    });
  const scripted = entriesOf([ENTRY_CHUNK, ...chunks]);
  const css = [...new Set([...scripted, ...entriesOf(styleChunks)].flatMap((entry) => entry.css))];
  const js = [...new Set(scripted.flatMap((entry) => entry.js))];
  const inlined = css.map((href) => [href, styles.css.get(href) ?? ''] as const);
  // The fonts the styles name are asked for at once, not when the first heading is laid out.
  const fonts = [
    ...new Set(
      inlined.flatMap(([, text]) => [...text.matchAll(FONT_URL)].map((match) => match[1])),
    ),
  ];
  const head =
    fonts
      .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
      .join('') +
    inlined.map(([href, text]) => `<style data-href="${href}">${text}</style>`).join('');
  const stateLink = state
    ? `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(state.href)}" id="${PAGE_STATE_ELEMENT_ID}"${
        state.fetchedAt === null ? '' : fetchedAtAttribute(state.fetchedAt)
      }>`
    : '';
  const scripts = stateLink + js.map((src) => `<script src="${src}"></script>`).join('');
  const body = `<template id="${APP_SCRIPTS_ID}">${scripts}</template><script>${SCRIPT_LOADER}</script>`;
  return { head, body };
};

export interface PageParts {
  html: string;
  /** The page's own title, description, canonical address and previews (`headTags`). */
  headTags: string | null;
  headEnd?: string;
  page?: string;
  route?: string;
  builtImages?: string;
  bodyEnd?: string;
}

export function fillTemplate(
  template: string,
  { html, headTags, headEnd = '', bodyEnd = '', page, route, builtImages }: PageParts,
): string {
  const withoutTitle = headTags ? template.replace(/<title>[^<]*<\/title>/, '') : template;
  return withoutTitle
    .replace('</head>', () => `${headTags ?? ''}${headEnd}</head>`)
    .replace(
      /<div id="?root"?><\/div>/,
      () =>
        `<div id="root"${page ? ` data-page="${page}"` : ''}${
          route === undefined ? '' : ` data-route="${escapeHtml(route)}"`
        }${
          builtImages === undefined ? '' : ` ${BUILT_IMAGES_ATTRIBUTE}="${escapeHtml(builtImages)}"`
        }>${html}</div>`,
    )
    .replace('</body>', () => `${bodyEnd}</body>`);
}
