import type { HeadData } from '../src/lib/head';

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const headTags = (head: HeadData): string =>
  [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
  ].join('');

export interface PageParts {
  html: string;
  head: HeadData | null;
}

/** Puts rendered markup and head tags into the built HTML shell. */
export function fillTemplate(template: string, { html, head }: PageParts): string {
  const withHead = head
    ? template.replace(/<title>[^<]*<\/title>/, '').replace('</head>', `${headTags(head)}</head>`)
    : template;
  return withHead.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${html}</div>`);
}
