import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_SERVER_ATTRIBUTE } from '@/lib/siteServer';
import { matchesIfNoneMatch, strongEtag } from '../http/entityTags';
import type { PageStateFile } from '../pageState';
import { PAGE_STATE_PATH, pageStateStore, STATE_FILE_NAME } from '../pageState';
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

export type RenderedPage =
  { status: number; html: string; state?: PageStateFile | null } | { redirectTo: string };

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

const markedBySiteServer = (html: string): string =>
  html.replace(/<div id="?root"?(?=[\s>])/, (root) => `${root} ${SITE_SERVER_ATTRIBUTE}`);

/**
 * The validator of each page a renderer returned, made once per render: the blog's page
 * cache hands the same page back on every hit until its data changes.
 */
const renderedEtags = new WeakMap<object, string>();

/**
 * A page. A 200 carries `cacheControl` and a strong ETag, so a browser or proxy revalidating
 * it gets a 304 without a body while it has not changed; any other answer is `no-cache`.
 * `rendered` is the renderer's page the HTML came from, whose ETag is remembered; a file read
 * from the build is hashed as read.
 */
const sendHtml = (
  request: FastifyRequest,
  reply: FastifyReply,
  {
    status,
    html,
    cacheControl = REVALIDATE,
  }: { status: number; html: string; cacheControl?: string },
  rendered?: object,
) => {
  reply.code(status).header('cache-control', status === 200 ? cacheControl : REVALIDATE);
  const sendBody = (body: string) => reply.type('text/html; charset=utf-8').send(body);
  if (status !== 200) return sendBody(markedBySiteServer(html));
  let etag = rendered && renderedEtags.get(rendered);
  let body: string | undefined;
  if (etag === undefined) {
    body = markedBySiteServer(html);
    etag = strongEtag(body);
    if (rendered) renderedEtags.set(rendered, etag);
  }
  reply.header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    // As the 200 varies (the compression adds its part only to a body it compresses).
    return reply.code(304).header('vary', 'Accept, Accept-Encoding').send();
  }
  return sendBody(body ?? markedBySiteServer(html));
};

// Prerendered pages, the blog per request, and the prerendered Page Not Found (404) otherwise.
export function registerPages(
  app: FastifyInstance,
  { distDir, renderers = [], fallbackRenderer, sharedCacheSeconds = 0 }: PagesOptions,
) {
  const cacheControl = sharedFor(sharedCacheSeconds);
  // Another instance's render of the same data names the same page, so its state is made here too.
  const states = pageStateStore(MAX_STATE_FILES);
  const renderedElsewhere = async (name: string, page: unknown): Promise<string | undefined> => {
    if (typeof page !== 'string' || !page.startsWith('/') || page.length > MAX_PAGE_LENGTH) {
      return undefined;
    }
    const renderer = renderers.find((candidate) => candidate.matches(page.split('?')[0] ?? ''));
    const rendered = await renderer?.render({ url: page }).catch(() => null);
    if (!rendered || !('state' in rendered) || !rendered.state) return undefined;
    states.remember(rendered.state);
    // Another answer of the API since: that page's state is not this server's to make.
    return rendered.state.name === name ? rendered.state.json : undefined;
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
      return reply.type('application/json').send(json);
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
        if (rendered.state) states.remember(rendered.state);
        return sendHtml(request, reply, { ...rendered, cacheControl }, rendered);
      }
    }

    const file = prerenderedFile(distDir, pathname);
    const page = file ? await readIfPresent(file) : null;
    if (page) return sendHtml(request, reply, { status: 200, html: page, cacheControl });
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
