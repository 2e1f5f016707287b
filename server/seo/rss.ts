import type { PostSummary } from '@contract/blog/blogTypes';
import { escapeXml } from './xml';

export interface Channel {
  siteUrl: string;
  title: string;
  description: string;
}

const rfc822 = (iso: string): string => new Date(iso).toUTCString();

export function rssXml(channel: Channel, posts: readonly PostSummary[], builtAt: Date): string {
  const link = (path: string) => escapeXml(`${channel.siteUrl}${path}`);
  const items = posts.map((post) =>
    [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${link(`/blog/${encodeURIComponent(post.slug)}`)}</link>`,
      `<guid isPermaLink="true">${link(`/blog/${encodeURIComponent(post.slug)}`)}</guid>`,
      post.excerpt ? `<description>${escapeXml(post.excerpt)}</description>` : '',
      `<category>${escapeXml(post.category.name)}</category>`,
      post.publishedAt ? `<pubDate>${rfc822(post.publishedAt)}</pubDate>` : '',
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${link('/blog')}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>en-AU</language>',
    `<lastBuildDate>${builtAt.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${link('/rss.xml')}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
