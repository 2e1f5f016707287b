import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_STATE_ELEMENT_ID } from '../src/app/serverState';
import type { render as renderPage } from '../src/entry-server';
import type { Db } from './dbType';
import type { ClientManifest } from './htmlTemplate';
import { chunkTags, fillTemplate, preloadFonts, scriptSafeJson } from './htmlTemplate';
import type { PageRenderer, PagesOptions } from './pages';
import { toPostJson } from './posts/postResource';
import { findPostById, findPostBySlug, findPosts } from './posts/postStore';

type Render = typeof renderPage;

interface Build {
  render: Render;
  shell: string;
  notFound: string | null;
  manifest: ClientManifest;
  fontPreloads: string;
}

/** The server bundle and HTML shell of a build, loaded once. */
const loadBuild = (distDir: string): Build => {
  const serverDir = `${distDir}-server`;
  const { render } = createRequire(__filename)(path.join(serverDir, 'entry-server.js')) as {
    render: Render;
  };
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  const notFoundFile = path.join(distDir, '404.html');
  return {
    render,
    shell: read(path.join(distDir, 'shell.html')),
    notFound: fs.existsSync(notFoundFile) ? read(notFoundFile) : null,
    manifest: JSON.parse(read(path.join(serverDir, 'client-manifest.json'))) as ClientManifest,
    fontPreloads: preloadFonts(distDir),
  };
};

const POST_PATH = /^\/blog\/([^/]+)$/;

/** Rendered blog pages are reused briefly: posts change rarely, renders cost ~15 ms each. */
const CACHE_TTL_MS = 30_000;
const CACHE_ENTRIES = 200;

type Rendered = { status: number; html: string };

const renderCache = () => {
  const entries = new Map<string, { at: number; value: Rendered }>();
  return {
    get(key: string, now: number): Rendered | null {
      const hit = entries.get(key);
      if (!hit || now - hit.at > CACHE_TTL_MS) return null;
      // Move to the back: the map's order is least recently used first.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    },
    set(key: string, value: Rendered, now: number) {
      entries.set(key, { at: now, value });
      if (entries.size > CACHE_ENTRIES) entries.delete(entries.keys().next().value as string);
    },
  };
};

const findPost = (db: Db, slugOrId: string) =>
  /^\d+$/.test(slugOrId) ? findPostById(db, Number(slugOrId)) : findPostBySlug(db, slugOrId);

/**
 * /blog and /blog/{slug} rendered per request with the posts in the HTML and in the
 * state handed to the browser, so crawlers and link previews see them and the page
 * does not refetch at once. Any failure makes the server fall back to the app shell.
 */
export function blogRenderers(db: Db, distDir: string): NonNullable<PagesOptions['renderers']> {
  let build: Build | null = null;
  const getBuild = () => (build ??= loadBuild(distDir));
  const cache = renderCache();

  const render: PageRenderer = async (request) => {
    const cached = cache.get(request.url, Date.now());
    if (cached) return cached;
    const rendered = await renderFresh(request.url);
    if (rendered) cache.set(request.url, rendered, Date.now());
    return rendered;
  };

  const renderFresh = async (requestUrl: string): Promise<Rendered | null> => {
    const { render: renderUrl, shell, manifest, notFound, fontPreloads } = getBuild();
    const url = new URL(requestUrl, 'http://localhost');
    const slugMatch = POST_PATH.exec(url.pathname);
    let slug: string | null = null;
    try {
      slug = slugMatch?.[1] ? decodeURIComponent(slugMatch[1]) : null;
    } catch {
      return notFound ? { status: 404, html: notFound } : null;
    }
    const post = slug === null ? undefined : findPost(db, slug);
    if (slug !== null && !post) return notFound ? { status: 404, html: notFound } : null;

    const posts = findPosts(db, { search: '', limit: null, offset: 0 }).rows.map(toPostJson);
    const result = await renderUrl(`${url.pathname}${url.search}`, {
      api: {
        posts: { data: posts },
        ...(slug !== null && post ? { post: { slug, json: { data: toPostJson(post) } } } : {}),
      },
    });
    const html = fillTemplate(shell, {
      html: result.html,
      head: result.head,
      headEnd: fontPreloads + chunkTags(manifest, result.chunks, result.styleChunks),
      bodyEnd: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJson(result.serverState)}</script>`,
    });
    return { status: result.status, html };
  };

  return [{ matches: (pathname) => pathname === '/blog' || POST_PATH.test(pathname), render }];
}

/** Any other path the build did not prerender, rendered from the route table (no API data). */
export function appRenderer(distDir: string): PageRenderer {
  let build: Build | null = null;
  return async (request) => {
    build ??= loadBuild(distDir);
    const url = new URL(request.url, 'http://localhost');
    const result = await build.render(`${url.pathname}${url.search}`);
    const html = fillTemplate(build.shell, {
      html: result.html,
      head: result.head,
      headEnd: build.fontPreloads + chunkTags(build.manifest, result.chunks, result.styleChunks),
      page: result.status === 404 ? 'not-found' : undefined,
    });
    return { status: result.status, html };
  };
}
