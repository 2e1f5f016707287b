import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_STATE_ELEMENT_ID } from '../src/app/serverState';
import type { render as renderPage } from '../src/entry-server';
import type { Db } from './db';
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

  const render: PageRenderer = async (request) => {
    const { render: renderUrl, shell, manifest, notFound, fontPreloads } = getBuild();
    const url = new URL(request.url, 'http://localhost');
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
      headEnd: fontPreloads + chunkTags(manifest, result.chunks),
      bodyEnd: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJson(result.serverState)}</script>`,
    });
    return { status: result.status, html };
  };

  return [{ matches: (pathname) => pathname === '/blog' || POST_PATH.test(pathname), render }];
}
