import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as EntryServer from '@/entry-server';
import type { RenderData, RenderResult } from '@/entry-server';
import type { Post, PostSummary } from '@contract/blog/blogTypes';
import { postContextOf, teaserPostsOf } from '@contract/blog/postContext';
import type { BlogFilter } from '@contract/blog/blogFilterQuery';
import { listQueryOf, parseFilterQuery } from '@contract/blog/blogFilterQuery';
import { blogViewOf } from '@contract/blog/blogView';
import type { PostsSource } from './postsSource';
import type { CachedPage } from './pageCache';
import { pageCache } from './pageCache';
import type { ClientManifest } from '../pages/htmlTemplate';
import { fillTemplate, pageAssets, redatedPage, withoutEntryAssets } from '../pages/htmlTemplate';
import type { InlineStyles } from '../pages/inlineAssets';
import type { PageCacheEvents } from '../metrics/serverMetrics';
import { readInlineStyles } from '../pages/inlineAssets';
import type { PageStateFile } from '../pageState';
import { pageStateFile } from '../pageState';
import type { PageRenderer, PagesOptions } from '../pages/pageRoutes';
import { servedPage } from '../pages/pageRoutes';
import { textOf } from '../http/compressedBody';

export interface Build {
  render: typeof EntryServer.render;
  renderedLocation: typeof EntryServer.renderedLocation;
  /** The HTML shell without its asset tags: each page adds its own (`pageAssets`). */
  template: string;
  notFound: string | null;
  manifest: ClientManifest;
  styles: InlineStyles;
}

export const loadBuild = (distDir: string): Build => {
  const serverDir = `${distDir}-server`;
  const entry = createRequire(__filename)(
    path.join(serverDir, 'entry-server.js'),
  ) as typeof EntryServer;
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  const notFoundFile = path.join(distDir, '404.html');
  const manifest = JSON.parse(read(path.join(serverDir, 'client-manifest.json'))) as ClientManifest;
  const stylesheets = Object.values(manifest.chunks).flatMap((chunk) => chunk.css);
  return {
    render: entry.render,
    renderedLocation: entry.renderedLocation,
    template: withoutEntryAssets(read(path.join(distDir, 'shell.html')), manifest),
    notFound: fs.existsSync(notFoundFile) ? read(notFoundFile) : null,
    manifest,
    styles: readInlineStyles(distDir, stylesheets),
  };
};

// A page in the build's shell, linking its handed-over state and, if built, its image list.
export const pageHtml = (
  build: Build,
  result: RenderResult,
  state: PageStateFile | null = null,
  { builtImagesList = null }: { builtImagesList?: string | null } = {},
): string => {
  const assets = pageAssets(
    build.manifest,
    build.styles,
    result.chunks,
    result.styleChunks,
    state && { href: state.href, fetchedAt: result.fetchedAt },
  );
  return fillTemplate(build.template, {
    html: result.html,
    headTags: result.headTags,
    route: result.route,
    page: result.status === 404 ? 'not-found' : undefined,
    builtImages: builtImagesList ?? undefined,
    headEnd: assets.head,
    bodyEnd: assets.body,
  });
};

export const POST_PATH = /^\/blog\/([^/]+)$/;

/** A post's page hands over the post and its neighbours, not the list. */
export const postPageData = (
  list: readonly PostSummary[],
  post: { slug: string; post: Post },
  fetchedAt: number,
): RenderData => ({ post: { ...post, context: postContextOf(list, post.slug) }, fetchedAt });

/** /blog hands over the page of the list its address asks for (`matches`: the search's). */
export const listPageData = (
  list: readonly PostSummary[],
  matches: readonly PostSummary[],
  filter: BlogFilter,
  fetchedAt: number,
): RenderData => ({ list: { filter, view: blogViewOf(list, matches, filter) }, fetchedAt });

/** The home page shows the newest posts in its teaser, and hands over only those. */
export const homePageData = (list: readonly PostSummary[], fetchedAt: number): RenderData => ({
  teaser: teaserPostsOf(list),
  fetchedAt,
});

/** The pages rendered from the posts: the home page (its teaser), /blog and every post. */
export const rendersFromPosts = (pathname: string): boolean =>
  pathname === '/' || pathname === '/blog' || POST_PATH.test(pathname);

/**
 * How long the home page and the blog's first page wait for a list the server does not have
 * yet (its first start, an admin host slow to list thousands of posts) before the build's copy
 * of the page serves; the browser brings that copy up to date once the list has come.
 */
const BUILT_PAGE_WAIT_MS = 1_000;

/** The answer, or null if it takes longer than `ms` (it goes on, and lands in the cache). */
async function soonOrNull<T>(answer: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the blog pages may keep rendered: enough for every post and common filters. */
const PAGE_CACHE_LIMITS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

export interface BlogRendererOptions {
  build: () => Build;
  posts: PostsSource;
  /** Counts the page cache's hits, misses and evictions (the metrics). */
  cacheEvents?: PageCacheEvents;
}

// Pages carry their posts in the HTML and the state, for crawlers and to spare a refetch.
export function blogRenderers({
  build,
  posts,
  cacheEvents,
}: BlogRendererOptions): NonNullable<PagesOptions['renderers']> {
  const pages = pageCache(PAGE_CACHE_LIMITS, cacheEvents);
  // Visitors arriving while a page renders wait for that render instead of starting another.
  const rendering = new Map<string, Promise<CachedPage>>();

  const renderPage = async (build: Build, route: string, data: RenderData, dataVersion: string) => {
    const result = await build.render(route, data, { siteServer: true });
    const state = pageStateFile(result.pageState, route);
    const page: CachedPage = {
      ...servedPage(result.status, pageHtml(build, result, state), state),
      dataVersion,
      fetchedAt: data.fetchedAt,
    };
    pages.set(route, page);
    return page;
  };

  const render: PageRenderer = async (request) => {
    const current = build();
    const url = new URL(request.url, 'http://localhost');
    const route = current.renderedLocation(url.pathname, url.search);

    let slug: string | null = null;
    const slugMatch = POST_PATH.exec(url.pathname);
    try {
      slug = slugMatch?.[1] ? decodeURIComponent(slugMatch[1]) : null;
    } catch {
      return current.notFound ? { status: 404, html: current.notFound } : null;
    }

    const home = url.pathname === '/';
    const list =
      home || route === '/blog'
        ? await soonOrNull(posts.list(), BUILT_PAGE_WAIT_MS)
        : await posts.list();
    // Still loading: the build's page now, this render once the list has come.
    if (list === null) return null;
    const post = slug === null ? null : await posts.post(slug);
    if (post && post.value === null) {
      return current.notFound ? { status: 404, html: current.notFound } : null;
    }
    // Asked for by id (the API answers /posts/22 too): the post lives at its slug's address.
    if (post?.value && post.value.slug !== slug) {
      return { redirectTo: `/blog/${encodeURIComponent(post.value.slug)}${url.search}` };
    }

    // A search's matches are the API's; a failed search renders the page without them, and
    // the browser asks again.
    const listQuery = slug === null && !home ? listQueryOf(route) : null;
    const filter = listQuery === null ? null : parseFilterQuery(listQuery);
    const matches = filter?.search
      ? await posts.search(filter.search).catch(() => null)
      : undefined;

    const dataVersion = `${list.changedAt}:${post?.changedAt ?? ''}:${matches?.changedAt ?? ''}`;
    // Dated by the oldest answer, so the browser refreshes whichever is stale.
    const fetchedAt = Math.min(
      list.fetchedAt,
      post?.fetchedAt ?? list.fetchedAt,
      matches?.fetchedAt ?? list.fetchedAt,
    );
    const cached = pages.current(route, dataVersion);
    if (cached?.fetchedAt === fetchedAt) return cached;
    if (cached) {
      const html = redatedPage(textOf(cached.body), cached.fetchedAt, fetchedAt);
      const { etag, body } = servedPage(cached.status, html);
      const redated = { ...cached, etag, body, fetchedAt };
      pages.set(route, redated);
      return redated;
    }

    const data = home
      ? homePageData(list.value, fetchedAt)
      : slug !== null && post?.value
        ? postPageData(list.value, { slug, post: post.value }, fetchedAt)
        : filter && matches !== null
          ? listPageData(list.value, matches?.value ?? list.value, filter, fetchedAt)
          : { fetchedAt };
    const key = `${route}\n${dataVersion}`;
    const pending = rendering.get(key);
    if (pending) return pending;
    const next = renderPage(current, route, data, dataVersion).finally(() => rendering.delete(key));
    rendering.set(key, next);
    return next;
  };

  return [{ matches: rendersFromPosts, render }];
}

export function appRenderer(build: () => Build): PageRenderer {
  return async (request) => {
    const current = build();
    const url = new URL(request.url, 'http://localhost');
    const result = await current.render(`${url.pathname}${url.search}`, undefined, {
      siteServer: true,
    });
    return { status: result.status, html: pageHtml(current, result) };
  };
}

export const lazyBuild = (distDir: string): (() => Build) => {
  let build: Build | null = null;
  return () => (build ??= loadBuild(distDir));
};
