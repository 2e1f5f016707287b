import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_SERVER_ATTRIBUTE } from '@contract/siteServer';
import type { CompressedBody } from '../http/compressedBody';
import { compressedBody, sendCompressed } from '../http/compressedBody';
import { matchesIfNoneMatch, strongEtag } from '../http/entityTags';
import type { PageStateFile, ServedPageState } from '../pageState';
import { PAGE_STATE_PATH, pageStateStore, servedPageState, STATE_FILE_NAME } from '../pageState';
import { IMMUTABLE, REVALIDATE, sharedFor } from './staticFiles';

export const BUILD_MISSING_MESSAGE =
  'The site has not been built yet. Run `npm run build`, then reload this page.';

/** Folders that only ever hold files or API routes: a miss there is a 404, never a page. */
const FILE_ONLY_FOLDERS = ['/api', '/forms', '/assets', '/images'];

const acceptsHtml = (accept: string | undefined): boolean =>
  accept === undefined ||
  accept.trim() === '' ||
  /text\/html|application\/xhtml\+xml|\*\/\*|text\/\*/.test(accept);

export const pathnameOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '/';

export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request);
  const inFileFolder = FILE_ONLY_FOLDERS.some(
    (folder) => pathname === folder || pathname.startsWith(`${folder}/`),
  );
  if (inFileFolder) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return false;
  return acceptsHtml(request.headers.accept);
}

/** A rendered page as a server keeps it to send again (`servedPage`). */
export interface ServedPage {
  status: number;
  etag: string;
  body: CompressedBody;
  state: ServedPageState | null;
}

export type RenderedPage = { status: number; html: string } | ServedPage | { redirectTo: string };

export type PageRenderer = (request: { url: string }) => Promise<RenderedPage | null>;

/** State files kept for pages rendered here: more than the blog's page cache holds. */
const MAX_STATE_FILES = 1000;
const MAX_PAGE_LENGTH = 2000;

export interface PagesOptions {
  distDir: string;
  renderers?: { matches: (pathname: string) => boolean; render: PageRenderer }[];
  // An unknown service id shows the default service; an unknown path, Page Not Found (404).
  fallbackRenderer?: PageRenderer;
  /** How long a shared cache in front may keep a page (0: revalidated every time). */
  sharedCacheSeconds?: number;
}

const readIfPresent = async (file: string): Promise<string | null> => {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
};

const isFile = (file: string): Promise<boolean> =>
  fs.stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );

const prerenderedFile = (distDir: string, pathname: string): string | null => {
  let segments: string[];
  try {
    segments = pathname.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  // An escaped slash belongs to a name: it never steps into a folder (/blog%2Fa is not /blog/a).
  if (segments.some((segment) => /[/\\\0]/.test(segment) || /^\.\.?$/.test(segment))) return null;
  const file = path.join(distDir, ...segments, 'index.html');
  return file.startsWith(distDir + path.sep) ? file : null;
};

/** #root not yet marked: a page made again from one this server sent is marked once. */
const UNMARKED_ROOT = new RegExp(
  `<div id="?root"?(?=[\\s>])(?![^>]*\\b${SITE_SERVER_ATTRIBUTE}\\b)`,
);

const markedBySiteServer = (html: string): string =>
  html.replace(UNMARKED_ROOT, (root) => `${root} ${SITE_SERVER_ATTRIBUTE}`);

const HTML = 'text/html; charset=utf-8';

/**
 * A rendered page as this server sends it, compressed once: a renderer keeping pages keeps
 * this, not the HTML (at 3,000 posts its cache held 30 MB of two-byte strings).
 */
export const servedPage = (
  status: number,
  html: string,
  state: PageStateFile | null = null,
): ServedPage => {
  const marked = markedBySiteServer(html);
  return {
    status,
    etag: strongEtag(marked),
    body: compressedBody(marked),
    state: state && servedPageState(state),
  };
};

/**
 * A page. A 200 carries `cacheControl` and a strong ETag, so a browser or proxy revalidating
 * it gets a 304 without a body while it has not changed; any other answer is `no-cache`.
 * A file read from the build is hashed as read; a served page carries its ETag.
 */
const sendHtml = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: { status: number; html: string } | ServedPage,
  cacheControl = REVALIDATE,
) => {
  const { status } = page;
  reply.code(status).header('cache-control', status === 200 ? cacheControl : REVALIDATE);
  const sendBody = () =>
    'body' in page
      ? sendCompressed(request, reply, page.body, { type: HTML, vary: 'Accept' })
      : reply.type(HTML).send(markedBySiteServer(page.html));
  if (status !== 200) return sendBody();
  const etag = 'etag' in page ? page.etag : strongEtag(markedBySiteServer(page.html));
  reply.header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    // As the 200 varies (the compression adds its part only to a body it compresses).
    return reply.code(304).header('vary', 'Accept, Accept-Encoding').send();
  }
  return sendBody();
};

// Prerendered pages, the blog per request, and the prerendered Page Not Found (404) otherwise.
export function registerPages(
  app: FastifyInstance,
  { distDir, renderers = [], fallbackRenderer, sharedCacheSeconds = 0 }: PagesOptions,
) {
  const cacheControl = sharedFor(sharedCacheSeconds);
  // Another instance's render of the same data names the same page, so its state is made here too.
  const states = pageStateStore(MAX_STATE_FILES);
  const renderedElsewhere = async (
    name: string,
    page: unknown,
  ): Promise<CompressedBody | undefined> => {
    if (typeof page !== 'string' || !page.startsWith('/') || page.length > MAX_PAGE_LENGTH) {
      return undefined;
    }
    const renderer = renderers.find((candidate) => candidate.matches(page.split('?')[0] ?? ''));
    const rendered = await renderer?.render({ url: page }).catch(() => null);
    if (!rendered || !('state' in rendered) || !rendered.state) return undefined;
    states.remember(rendered.state);
    // Another answer of the API since: that page's state is not this server's to make.
    return rendered.state.name === name ? rendered.state.body : undefined;
  };
  app.get<{ Params: { name: string }; Querystring: { page?: unknown } }>(
    `${PAGE_STATE_PATH}:name`,
    async (request, reply) => {
      const { name } = request.params;
      if (!STATE_FILE_NAME.test(name)) return reply.callNotFound();
      const remembered = states.get(name);
      if (remembered === undefined && (await isFile(path.join(distDir, PAGE_STATE_PATH, name)))) {
        return reply.sendFile(`${PAGE_STATE_PATH.slice(1)}${name}`);
      }
      const json = remembered ?? (await renderedElsewhere(name, request.query.page));
      if (json === undefined) return reply.callNotFound();
      // Its name is its content's hash: a validator of its own, should a cache revalidate it.
      const etag = `"${name.slice(0, -'.json'.length)}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return sendCompressed(request, reply, json, { type: 'application/json' });
    },
  );

  app.setNotFoundHandler(async (request, reply) => {
    reply.header('vary', 'Accept');
    if (!isPageRequest(request)) return reply.code(404).send({ message: 'Not found.' });

    const pathname = pathnameOf(request);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${pathname.replace(/\/+$/, '') || '/'}${query}`, 301);
    }

    const renderer = renderers.find((candidate) => candidate.matches(pathname));
    if (renderer) {
      const rendered = await renderer.render(request).catch((error: unknown) => {
        request.log.error({ err: error }, 'Rendering a page failed; serving the app shell');
        return null;
      });
      if (rendered && 'redirectTo' in rendered) {
        return reply.header('cache-control', REVALIDATE).redirect(rendered.redirectTo, 301);
      }
      if (rendered) {
        if ('state' in rendered && rendered.state) states.remember(rendered.state);
        return sendHtml(request, reply, rendered, cacheControl);
      }
    }

    const file = prerenderedFile(distDir, pathname);
    const page = file ? await readIfPresent(file) : null;
    if (page) return sendHtml(request, reply, { status: 200, html: page }, cacheControl);
    // A page that renders per request but failed: the client app can still show it, but
    // no shared cache should keep the failure.
    const shell = renderer ? await readIfPresent(path.join(distDir, 'shell.html')) : null;
    if (shell) return sendHtml(request, reply, { status: 200, html: shell });

    const fallback = fallbackRenderer
      ? await fallbackRenderer(request).catch((error: unknown) => {
          request.log.error({ err: error }, 'Rendering a page failed; serving Page Not Found');
          return null;
        })
      : null;
    if (fallback && 'html' in fallback) {
      return sendHtml(request, reply, fallback);
    }

    const notFound = await readIfPresent(path.join(distDir, '404.html'));
    if (notFound) return sendHtml(request, reply, { status: 404, html: notFound });
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(BUILD_MISSING_MESSAGE);
  });
}
