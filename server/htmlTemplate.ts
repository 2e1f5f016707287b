import fs from 'node:fs';
import path from 'node:path';
import type { HeadData } from '../src/lib/head';
import type { JsonLd } from '../src/lib/structuredData';
import { localBusiness } from '../src/lib/structuredData';
import { absoluteUrl } from '../src/lib/url';

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can form. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

export const jsonLdScripts = (items: JsonLd[]): string[] =>
  items.map((item) => `<script type="application/ld+json">${scriptSafeJson(item)}</script>`);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export const headTags = (head: HeadData): string => {
  const canonical = absoluteUrl(head.path);
  const image = absoluteUrl(head.image ?? '/social-card.jpg');
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', 'Harbourline Facility Services'),
    meta('property', 'og:locale', 'en_AU'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...jsonLdScripts([localBusiness(), ...(head.jsonLd ?? [])]),
  ].join('');
};

export interface ClientManifest {
  chunks: Record<string, { js: string[]; css: string[] }>;
}

/**
 * Styles of the page's chunks (no flash of unstyled content) and early fetches of its
 * code; `styleChunks` are loaded later but styled from the start.
 */
export const chunkTags = (
  manifest: ClientManifest,
  chunks: string[],
  styleChunks: string[] = [],
): string => {
  const entriesOf = (names: string[]) =>
    names.flatMap((chunk) => {
      const entry = manifest.chunks[chunk];
      return entry ? [entry] : [];
    });
  const files = entriesOf(chunks);
  const css = [...new Set([...files, ...entriesOf(styleChunks)].flatMap((entry) => entry.css))];
  const js = [...new Set(files.flatMap((entry) => entry.js))];
  return [
    ...css.map((href) => `<link href="${href}" rel="stylesheet">`),
    ...js.map((href) => `<link rel="preload" as="script" href="${href}">`),
  ].join('');
};

/** The Latin text font is needed by every page: fetch it with the HTML, not after the CSS. */
export const preloadFonts = (distDir: string): string =>
  fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((file) => /^inter-latin-wght-normal\.[a-f0-9]+\.woff2$/.test(file))
    .map(
      (file) =>
        `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`,
    )
    .join('');

export interface PageParts {
  html: string;
  head: HeadData | null;
  /** Markup for <head> beyond the page's own tags, such as chunk links. */
  headEnd?: string;
  /** Marks the kind of page on #root (`not-found` for the 404 screen). */
  page?: string;
  /** The address the markup was rendered for (`renderedLocation`), checked before hydrating. */
  route?: string;
  /** Extra markup for the end of <body>, such as serialised state. */
  bodyEnd?: string;
}

/** Puts rendered markup and head tags into the built HTML shell. */
export function fillTemplate(
  template: string,
  { html, head, headEnd = '', bodyEnd = '', page, route }: PageParts,
): string {
  const withoutTitle = head ? template.replace(/<title>[^<]*<\/title>/, '') : template;
  return withoutTitle
    .replace('</head>', () => `${head ? headTags(head) : ''}${headEnd}</head>`)
    .replace(
      /<div id="?root"?><\/div>/,
      () =>
        `<div id="root"${page ? ` data-page="${page}"` : ''}${
          route === undefined ? '' : ` data-route="${escapeHtml(route)}"`
        }>${html}</div>`,
    )
    .replace('</body>', () => `${bodyEnd}</body>`);
}
