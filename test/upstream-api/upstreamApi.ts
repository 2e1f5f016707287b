import fs from 'node:fs';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import querystring from 'node:querystring';
import { gzipSync } from 'node:zlib';
import type { CameraPhotos } from './cameraPhotos';
import { cameraPhotos } from './cameraPhotos';
import { buildManyPosts, manyPostPhotoNames } from './manyPosts';
import type { UpstreamCategory, UpstreamPost } from './upstreamPosts';
import {
  authorJson,
  buildUpstreamPosts,
  BROKEN_PHOTO,
  FIRST_POST_ID,
  imageUrl,
  PHOTOS_PATH,
  seedPhotoNames,
  upstreamAuthors,
  upstreamCategories,
} from './upstreamPosts';
import type { FieldErrors } from '../../server/http/errors';
import { readTimeFor } from '../../server/reference-api/posts/htmlToText';
import { ValidationError } from '../../server/http/errors';
import { findPost, listPosts } from '../../server/reference-api/posts/postListing';
import { MAX_PER_PAGE, summarise } from '../../server/reference-api/posts/postQuery';
import { toPostJson } from '../../server/reference-api/posts/postResource';
import type { PostRow } from '../../server/reference-api/posts/postStore';
import { findPosts } from '../../server/reference-api/posts/postStore';
import type { Db } from '../../server/store/sqlite';
import type { Json } from './postFields';
import { applyPostFields, isObject } from './postFields';
import { svgFor } from './placeholderImage';
import { postsDatabase } from './postsDatabase';

/**
 * A test double of the company's Laravel admin host: its blog API (posts only) on another
 * origin, with its own posts (./upstreamPosts). Listing, search, pagination and the post
 * shape are the reference API's code; the double adds faults, control, images and photos.
 *
 * Deliberate differences from the reference server, because the real Laravel host does them:
 * without `per_page` the list still pages (DEFAULT_PER_PAGE a page), and `per_page` above 100
 * is refused rather than capped. Links are built from the double's own origin, never from
 * the Host header. Tests steer it through /__control/ (see handleControl).
 */

export interface UpstreamApiOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string;
  /** Origins allowed by CORS, e.g. the site's `http://127.0.0.1:8080`. */
  siteOrigins?: string[];
  /**
   * The double's own ten posts (the default), or this many posts of a grown blog, each with
   * its camera photo (./manyPosts.ts).
   */
  postCount?: number;
  /** Where the camera photos are made and kept (a temporary folder, removed on close, if unset). */
  photoDir?: string;
  /** Make every photo as the double starts, rather than when first asked for. */
  makePhotosAtStart?: boolean;
}

export interface UpstreamApi {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** `origin + '/api'` */
  apiBaseUrl: string;
  port: number;
  close(): Promise<void>;
}

export type FaultMode = 'ok' | 'down' | 'hang' | 'malformed';

/** Laravel's paginate() default page size, used when the client sends no `per_page`. */
export const DEFAULT_PER_PAGE = 4;
const MAX_BODY_BYTES = 32 * 1024;
const FAULT_MODES: readonly FaultMode[] = ['ok', 'down', 'hang', 'malformed'];

interface State {
  posts: UpstreamPost[];
  /** The posts as the reference API's store holds them, so both list and search alike. */
  db: Db;
  nextPostId: number;
  fault: FaultMode;
  counts: Record<string, number>;
}

/** An /api request held open by the 'hang' fault; answered (or ended) when it lifts. */
interface HeldRequest {
  res: ServerResponse;
  resume: () => void;
}

/** An answer to send: status, JSON body (or none) and extra headers. */
class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown = undefined,
    readonly headers: Record<string, string> = {},
  ) {}
}

const json = (status: number, body: unknown): Reply => new Reply(status, body);
const message = (status: number, text: string): Reply => json(status, { message: text });
const invalid = (errors: FieldErrors): Reply => json(422, { message: summarise(errors), errors });

class BodyError extends Error {
  constructor(readonly reply: Reply) {
    super(String((reply.body as { message?: string } | undefined)?.message));
  }
}

/** The origin clients should use, whatever interface the server listens on. */
function publicOrigin(host: string, port: number): string {
  const name = host === '' || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

const normaliseOrigin = (value: string): string => {
  try {
    return new URL(value).origin;
  } catch {
    return value.trim().replace(/\/+$/, '');
  }
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        failed = true;
        reject(new BodyError(message(413, 'The request body is too large.')));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
      failed = true;
    });
  });
}

/** The JSON object in a request body; {} for an empty body when `emptyIsObject`. */
function parseJsonBody(req: IncomingMessage, raw: string, emptyIsObject: boolean): Json {
  if (raw.trim() === '') {
    if (emptyIsObject) return {};
    throw new BodyError(message(400, 'The request body is empty.'));
  }
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (!/^application\/([\w.+-]+\+)?json\b/.test(type)) {
    throw new BodyError(
      message(415, 'The request body must be JSON (Content-Type: application/json).'),
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BodyError(message(400, 'The request body is not valid JSON.'));
  }
  if (!isObject(value)) throw new BodyError(message(400, 'The request body must be an object.'));
  return value;
}

// ---------------------------------------------------------------------------------------------
// Images

const IMAGE_NAME = /^\/images\/([A-Za-z0-9][A-Za-z0-9_-]{0,80})\.svg$/;
const PHOTO_NAME = new RegExp(`^${PHOTOS_PATH}([A-Za-z0-9][A-Za-z0-9_-]{0,80})\\.jpg$`);

// ---------------------------------------------------------------------------------------------
// The server

/** Starts the double; resolves once it listens. */
export function startUpstreamApi(options: UpstreamApiOptions = {}): Promise<UpstreamApi> {
  const host = options.host ?? '127.0.0.1';
  const allowedOrigins = new Set((options.siteOrigins ?? []).map(normaliseOrigin));
  const held = new Set<HeldRequest>();
  let origin = '';
  let closing = false;
  let state: State;

  const photoDir =
    options.photoDir ?? fs.mkdtempSync(join(os.tmpdir(), 'harbourline-upstream-photos-'));
  const photos: CameraPhotos = cameraPhotos(
    photoDir,
    options.postCount === undefined ? seedPhotoNames() : manyPostPhotoNames(options.postCount),
  );

  const freshState = (): State => {
    const posts =
      options.postCount === undefined
        ? buildUpstreamPosts(origin)
        : buildManyPosts(origin, options.postCount, FIRST_POST_ID);
    return {
      posts,
      db: postsDatabase(posts),
      nextPostId: Math.max(...posts.map((post) => post.id)) + 1,
      fault: 'ok',
      counts: {},
    };
  };

  /** Lifts a 'hang': every held request is answered under the mode now in force. */
  const releaseHeld = (): void => {
    const waiting = [...held];
    held.clear();
    for (const request of waiting) request.resume();
  };

  const corsHeaders = (req: IncomingMessage): Record<string, string> => {
    const requestOrigin = req.headers.origin;
    if (typeof requestOrigin !== 'string' || !allowedOrigins.has(requestOrigin)) {
      return { Vary: 'Origin' };
    }
    return { 'Access-Control-Allow-Origin': requestOrigin, Vary: 'Origin' };
  };

  const send = (res: ServerResponse, reply: Reply, extraHeaders: Record<string, string>): void => {
    if (res.writableEnded || res.destroyed) return;
    const headers: Record<string, string> = { ...extraHeaders, ...reply.headers };
    if (reply.body === undefined) {
      res.writeHead(reply.status, headers);
      res.end();
      return;
    }
    const text = JSON.stringify(reply.body);
    // Compressed when the client takes it, as a production admin host behind nginx does.
    const gzip =
      /\bgzip\b/.test(String(res.req.headers['accept-encoding'] ?? '')) && text.length > 1024;
    const body = gzip ? gzipSync(text) : Buffer.from(text);
    res.writeHead(reply.status, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, private',
      'Content-Length': String(body.length),
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      ...headers,
    });
    res.end(body);
  };

  // ------------------------------------------------------------------------------- /api

  /** The reference store keeps no large photo: the double's own posts say which has one. */
  const asJson = (row: PostRow): UpstreamPost => ({
    ...toPostJson(row),
    photo: state.posts.find((post) => post.id === row.id)?.photo ?? null,
  });

  const listing = (url: URL): Reply => {
    try {
      const page = listPosts(state.db, querystring.parse(url.search.slice(1)), {
        collectionUrl: `${origin}/api/posts`,
        defaultPerPage: DEFAULT_PER_PAGE,
        perPageLimit: MAX_PER_PAGE,
        toJson: asJson,
      });
      return json(200, page);
    } catch (error) {
      if (error instanceof ValidationError) return invalid(error.errors);
      throw error;
    }
  };

  const showPost = (key: string): Reply => {
    const row = findPost(state.db, key);
    return row === undefined ? message(404, 'Post not found.') : json(200, { data: asJson(row) });
  };

  /** Replaces the posts, and the store the API answers from. */
  const setPosts = (posts: UpstreamPost[]): void => {
    const db = postsDatabase(posts);
    state.db.close();
    state.posts = posts;
    state.db = db;
  };

  /** The store holds one category per id, name and slug, as the admin host's table does. */
  const categoryClash = (post: UpstreamPost, except: UpstreamPost | null): FieldErrors => {
    const { id, name, slug } = post.category;
    const other = state.posts.find(
      (candidate) =>
        candidate !== except &&
        (candidate.category.id === id ||
          candidate.category.name === name ||
          candidate.category.slug === slug) &&
        !(
          candidate.category.id === id &&
          candidate.category.name === name &&
          candidate.category.slug === slug
        ),
    );
    return other === undefined
      ? {}
      : { category: [`The category clashes with ${JSON.stringify(other.category)}.`] };
  };

  const routeApi = (req: IncomingMessage, url: URL): Reply => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const path = url.pathname;
    const notAllowed = (allowed: string): Reply =>
      message(
        405,
        `The ${req.method} method is not supported for route ${path.slice(1)}. Supported methods: ${allowed}.`,
      );
    if (path === '/api/posts') return method === 'GET' ? listing(url) : notAllowed('GET, HEAD');
    const single = /^\/api\/posts\/([^/]+)$/.exec(path);
    if (single) {
      if (method !== 'GET') return notAllowed('GET, HEAD');
      let key: string;
      try {
        key = decodeURIComponent(single[1] ?? '');
      } catch {
        return message(404, 'Post not found.');
      }
      return showPost(key);
    }
    return message(404, `The route ${path.slice(1)} could not be found.`);
  };

  /** An /api request under the fault mode in force; 'hang' holds it until the mode changes. */
  const answerApi = (req: IncomingMessage, res: ServerResponse, url: URL): void => {
    const cors = corsHeaders(req);
    if (state.fault === 'hang') {
      const request: HeldRequest = { res, resume: () => answerApi(req, res, url) };
      held.add(request);
      res.once('close', () => held.delete(request));
      return;
    }
    if (state.fault === 'down') {
      send(res, message(503, 'Service Unavailable'), cors);
      return;
    }
    if (state.fault === 'malformed') {
      send(res, json(200, { data: 'not a list' }), cors);
      return;
    }
    send(res, routeApi(req, url), cors);
  };

  // ------------------------------------------------------------------------------- /__control

  const findBySlug = (slug: string): UpstreamPost | undefined =>
    state.posts.find((post) => post.slug === slug);

  const slugTaken = (slug: string, except: UpstreamPost | null): boolean =>
    state.posts.some((post) => post.slug === slug && post !== except);

  const addPost = (input: Json): Reply => {
    const id = state.nextPostId;
    const newest = Math.max(
      0,
      ...state.posts.map((post) => (post.published_at ? Date.parse(post.published_at) : 0)),
    );
    // "Now", but never older than the newest post, so a post added without a date leads the list.
    const now = new Date(Math.max(Date.now(), newest + 1000)).toISOString();
    const title = typeof input.title === 'string' ? input.title : `Upstream Added Post ${id}`;
    const fromTitle = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    const category = upstreamCategories[0] as UpstreamCategory;
    const body = '<p>This post was added by a test through the upstream control endpoint.</p>';
    const defaults: UpstreamPost = {
      id,
      slug: fromTitle !== '' && !/^\d+$/.test(fromTitle) ? fromTitle : `upstream-added-${id}`,
      title,
      excerpt: 'Added through the upstream API test double.',
      body,
      thumbnail: imageUrl(origin, 'upstream-added.svg'),
      photo: null,
      category: { ...category },
      author: authorJson(origin, upstreamAuthors[0]?.key ?? ''),
      published_at: now,
      read_time: readTimeFor(body),
    };
    return savePost(defaults, input, null);
  };

  const editPost = (slug: string, input: Json): Reply => {
    const existing = findBySlug(slug);
    return existing === undefined
      ? message(404, 'Post not found.')
      : savePost(existing, input, existing);
  };

  /** Applies control fields to `base`, stored in place of `existing` (null: a new post). */
  const savePost = (base: UpstreamPost, input: Json, existing: UpstreamPost | null): Reply => {
    const applied = applyPostFields(origin, base, input);
    const { post } = applied;
    const errors = { ...categoryClash(post, existing), ...applied.errors };
    if (Object.keys(errors).length > 0) return invalid(errors);
    if (slugTaken(post.slug, existing)) {
      return message(409, `A post with the slug "${post.slug}" already exists.`);
    }
    if (existing !== null) {
      setPosts(state.posts.map((candidate) => (candidate === existing ? post : candidate)));
      return json(200, { data: post });
    }
    state.nextPostId += 1;
    setPosts([...state.posts, post]);
    return json(201, { data: post });
  };

  const setFault = (input: Json): Reply => {
    const mode = input.mode;
    if (typeof mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(mode)) {
      return invalid({ mode: [`The mode must be one of ${FAULT_MODES.join(', ')}.`] });
    }
    state.fault = mode as FaultMode;
    if (state.fault !== 'hang') releaseHeld();
    return json(200, { mode: state.fault });
  };

  const handleControl = (req: IncomingMessage, url: URL, raw: string): Reply => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const path = url.pathname.replace(/\/+$/, '');
    const body = (): Json => parseJsonBody(req, raw, true);
    const route = `${method} ${path}`;

    if (route === 'POST /__control/reset') {
      state.db.close();
      state = freshState();
      releaseHeld();
      return json(200, { reset: true, posts: state.posts.length, mode: state.fault });
    }
    if (route === 'GET /__control/posts') {
      const { rows } = findPosts(state.db, { search: '', limit: null, offset: 0 });
      return json(200, { data: rows.map(asJson) });
    }
    if (route === 'POST /__control/posts') return addPost(body());
    if (route === 'GET /__control/fault') return json(200, { mode: state.fault });
    if (route === 'PUT /__control/fault') return setFault(body());
    if (route === 'GET /__control/requests') return json(200, { counts: { ...state.counts } });

    const single = /^\/__control\/posts\/([^/]+)$/.exec(path);
    if (single) {
      let slug: string;
      try {
        slug = decodeURIComponent(single[1] ?? '');
      } catch {
        return message(404, 'Post not found.');
      }
      if (method === 'PATCH') return editPost(slug, body());
      if (method === 'DELETE') {
        const existing = findBySlug(slug);
        if (existing === undefined) return message(404, 'Post not found.');
        setPosts(state.posts.filter((post) => post !== existing));
        return new Reply(204);
      }
      if (method === 'GET') {
        const existing = findBySlug(slug);
        return existing ? json(200, { data: existing }) : message(404, 'Post not found.');
      }
    }
    return message(404, `No control endpoint ${route}.`);
  };

  // ------------------------------------------------------------------------------- dispatch

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Only the path and query are read from the request line; the origin is our own.
    let url: URL;
    try {
      url = new URL(`${origin}${(req.url ?? '/').startsWith('/') ? req.url : '/'}`);
    } catch {
      send(res, message(400, 'Bad request target.'), {});
      return;
    }
    const path = url.pathname;
    const readOrReply = async (headers: Record<string, string>): Promise<string | null> => {
      try {
        return await readBody(req);
      } catch (error) {
        const reply = error instanceof BodyError ? error.reply : message(400, 'Bad request.');
        send(res, reply, { ...headers, Connection: 'close' });
        return null;
      }
    };

    if (path === '/__control' || path.startsWith('/__control/')) {
      const raw = await readOrReply({});
      if (raw === null) return;
      try {
        send(res, handleControl(req, url, raw), {});
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        send(res, error.reply, {});
      }
      return;
    }

    const cors = corsHeaders(req);
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi)
      state.counts[`${req.method} ${path}`] = (state.counts[`${req.method} ${path}`] ?? 0) + 1;

    if (req.method === 'OPTIONS' && (isApi || path.startsWith('/images/'))) {
      // Preflights are answered whatever the fault mode, as Laravel's CORS middleware does.
      const headers: Record<string, string> = { ...cors };
      if (cors['Access-Control-Allow-Origin'] !== undefined) {
        headers['Access-Control-Allow-Methods'] = 'GET, OPTIONS';
        headers['Access-Control-Allow-Headers'] = 'Accept';
        headers['Access-Control-Max-Age'] = '600';
      }
      send(res, new Reply(204), headers);
      return;
    }

    if (isApi) {
      // The API reads no body, but a request must not hold one over the size limit.
      if ((await readOrReply(cors)) === null) return;
      answerApi(req, res, url);
      return;
    }

    const photo = PHOTO_NAME.exec(url.pathname);
    if (photo && (req.method === 'GET' || req.method === 'HEAD')) {
      await sendPhoto(req, res, photo[1] ?? '', cors);
      return;
    }

    const image = IMAGE_NAME.exec(url.pathname);
    if (image && (req.method === 'GET' || req.method === 'HEAD')) {
      const svg = svgFor(image[1] ?? 'image');
      res.writeHead(200, {
        ...cors,
        'Content-Type': 'image/svg+xml',
        'Content-Length': String(Buffer.byteLength(svg)),
        'Cache-Control': 'public, max-age=60',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(svg);
      return;
    }
    send(res, message(404, 'Not Found'), cors);
  };

  /** A camera photo (or the broken upload), as an admin host's storage serves them. */
  const sendPhoto = async (
    req: IncomingMessage,
    res: ServerResponse,
    name: string,
    cors: Record<string, string>,
  ) => {
    const headers = {
      ...cors,
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'public, max-age=60',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    };
    if (name === BROKEN_PHOTO) {
      const bytes = Buffer.from('This upload was cut off before it became a picture.');
      res.writeHead(200, { ...headers, 'Content-Length': String(bytes.length) });
      res.end(bytes);
      return;
    }
    const file = await photos.file(name);
    if (file === null) {
      send(res, message(404, 'Not Found'), cors);
      return;
    }
    // Validators as nginx gives the files it serves: the build asks whether a photo changed.
    const { size, mtime } = fs.statSync(file);
    const etag = `"${Math.floor(mtime.getTime() / 1000).toString(16)}-${size.toString(16)}"`;
    const validators = { ETag: etag, 'Last-Modified': mtime.toUTCString() };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ...headers, ...validators });
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, ...validators, 'Content-Length': String(size) });
    fs.createReadStream(file).pipe(res);
  };

  const server = http.createServer((req, res) => {
    if (closing) {
      res.destroy();
      return;
    }
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, message(500, 'Server Error'), {});
      else res.destroy();
    });
  });

  return new Promise<UpstreamApi>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      const port = (server.address() as AddressInfo).port;
      origin = publicOrigin(host, port);
      state = freshState();
      const making = options.makePhotosAtStart ? photos.makeAll() : Promise.resolve();
      making.catch((error: unknown) => console.error('Making the camera photos failed:', error));
      let closed: Promise<void> | null = null;
      resolve({
        origin,
        apiBaseUrl: `${origin}/api`,
        port,
        close: () => {
          closed ??= new Promise<void>((done) => {
            closing = true;
            for (const request of held) request.res.destroy();
            held.clear();
            state.db.close();
            server.close(() => {
              if (options.photoDir === undefined)
                fs.rmSync(photoDir, { recursive: true, force: true });
              done();
            });
            server.closeAllConnections();
          });
          return closed;
        },
      });
    });
  });
}
