import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { staticPaths } from '../../src/app/staticPaths';
import type { Db } from '../dbType';
import { toPostJson } from '../posts/postResource';
import { findPosts } from '../posts/postStore';
import { rssXml } from './rss';
import { sitemapXml } from './sitemap';

const FEED_SIZE = 50;
const ONE_HOUR = 'public, max-age=3600';

interface SeoOptions {
  db: Db;
  distDir: string;
  siteUrl: string;
  now: () => Date;
}

/** When a prerendered page was last built: its file's modification time. */
const builtAt = (distDir: string, urlPath: string): string | null => {
  try {
    return fs.statSync(path.join(distDir, urlPath, 'index.html')).mtime.toISOString();
  } catch {
    return null;
  }
};

/** robots.txt, sitemap.xml and the RSS feed, all from the live database. */
export function registerSeoRoutes(app: FastifyInstance, { db, distDir, siteUrl, now }: SeoOptions) {
  const allPosts = () => findPosts(db, { search: '', limit: null, offset: 0 }).rows.map(toPostJson);

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', ONE_HOUR)
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = staticPaths.map((urlPath) => ({
      path: urlPath,
      lastmod: builtAt(distDir, urlPath),
    }));
    const posts = allPosts().map((post) => ({
      path: `/blog/${encodeURIComponent(post.slug)}`,
      lastmod: post.published_at,
    }));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', ONE_HOUR)
      .send(sitemapXml(siteUrl, [...pages, ...posts]));
  });

  app.get('/rss.xml', async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', ONE_HOUR)
      .send(
        rssXml(
          {
            siteUrl,
            title: 'Harbourline Facility Services — Strategies and Insights',
            description:
              'Practical advice on commercial cleaning, waste, maintenance and grounds care for Australian workplaces.',
          },
          allPosts().slice(0, FEED_SIZE),
          now(),
        ),
      ),
  );
}
