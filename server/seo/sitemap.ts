import { escapeXml } from './xml';

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod
      ? `<lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>`
      : '';
    return `<url><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
