import { escapeHtml } from '@contract/escapeHtml';
import type { HeadData } from '@/lib/head';
import type { JsonLd } from '@/lib/structuredData';
import { localBusiness } from '@/lib/structuredData';
import { absoluteUrl } from '@/lib/url';

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
