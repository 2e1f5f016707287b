import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { staticPaths } from '@/app/staticPaths';
import { PORTFOLIO_PATH, proof } from '@/config/proof';
import type { PostSummary } from '@contract/blog/blogTypes';
import type { PostsSource } from '../blog/postsSource';
import { rssXml } from './rss';
import type { SitemapEntry } from './sitemap';
import { sitemapXml } from './sitemap';

const FEED_SIZE = 50;
const ONE_HOUR = 'public, max-age=3600';
const ONE_MINUTE = 'public, max-age=60';

export const FEED_CHANNEL = {
  title: 'Harbourline Facility Services — Strategies and Insights',
  description:
    'Practical advice on commercial cleaning, waste, maintenance and grounds care for Australian workplaces.',
};

const builtAt = (distDir: string, urlPath: string): string | null => {
  try {
    return fs.statSync(path.join(distDir, urlPath, 'index.html')).mtime.toISOString();
  } catch {
    return null;
  }
};

/** The static pages worth a search engine's visit: /portfolio only once it has a case study. */
export const listedPaths = (caseStudyCount: number = proof.caseStudies.length): string[] =>
  staticPaths.filter((urlPath) => urlPath !== PORTFOLIO_PATH || caseStudyCount > 0);

export const sitemapEntries = (
  distDir: string,
  posts: readonly PostSummary[],
  paths: readonly string[] = listedPaths(),
): SitemapEntry[] => [
  ...paths.map((urlPath) => ({ path: urlPath, lastmod: builtAt(distDir, urlPath) })),
  ...posts.map((post) => ({
    path: `/blog/${encodeURIComponent(post.slug)}`,
    lastmod: post.publishedAt,
  })),
];

export const feedXml = (siteUrl: string, posts: readonly PostSummary[], now: Date): string =>
  rssXml({ siteUrl, ...FEED_CHANNEL }, posts.slice(0, FEED_SIZE), now);

interface SeoOptions {
  posts: PostsSource;
  distDir: string;
  siteUrl: string;
  now: () => Date;
}

export function registerSeoRoutes(
  app: FastifyInstance,
  { posts, distDir, siteUrl, now }: SeoOptions,
) {
  const currentPosts = async (): Promise<PostSummary[] | null> =>
    posts.list().then(
      (list) => list.value,
      (error: unknown) => {
        app.log.warn({ err: error }, 'The blog API is unavailable for the sitemap or feed');
        return null;
      },
    );

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', ONE_HOUR)
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`),
  );

  // Without the API the static pages are still worth listing.
  app.get('/sitemap.xml', async (_request, reply) => {
    const list = await currentPosts();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', list ? ONE_HOUR : ONE_MINUTE)
      .send(sitemapXml(siteUrl, sitemapEntries(distDir, list ?? [])));
  });

  // An empty feed would tell readers there are no posts: say it is briefly unavailable.
  app.get('/rss.xml', async (_request, reply) => {
    const list = await currentPosts();
    if (!list) {
      return reply
        .code(503)
        .header('retry-after', '60')
        .header('cache-control', 'no-store')
        .send({ message: 'The feed is briefly unavailable. Please try again in a minute.' });
    }
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', ONE_HOUR)
      .send(feedXml(siteUrl, list, now()));
  });
}
