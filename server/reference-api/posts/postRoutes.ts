import type { FastifyInstance } from 'fastify';
import type { Db } from '../../store/sqlite/dbType';
import { HttpError } from '../../http/errors';
import { paginate } from './pagination';
import { parsePostListQuery } from './postQuery';
import { toPostJson } from './postResource';
import { findPostById, findPostBySlug, findPosts } from './postStore';

export interface PostRoutesOptions {
  /** The API's public origin: page links are built from it, never from the Host header. */
  origin: string;
  absoluteImages?: boolean;
}

const absolute = (origin: string, url: string | null): string | null =>
  url?.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;

export function registerPostRoutes(
  app: FastifyInstance,
  db: Db,
  { origin, absoluteImages = false }: PostRoutesOptions,
): void {
  const collectionUrl = `${origin}/api/posts`;
  const toJson: typeof toPostJson = (row) => {
    const post = toPostJson(row);
    if (!absoluteImages) return post;
    return {
      ...post,
      thumbnail: absolute(origin, post.thumbnail),
      author: post.author && { ...post.author, photo: absolute(origin, post.author.photo) },
    };
  };

  app.get('/api/posts', async (request) => {
    const { search, perPage, page } = parsePostListQuery(request.query as Record<string, unknown>);
    const offset = perPage === null ? 0 : (page - 1) * perPage;
    const { rows, total } = findPosts(db, { search, limit: perPage, offset });

    const query: Record<string, string> = {};
    if (perPage !== null) query.per_page = String(perPage);
    if (search !== '') query.search = search;

    return paginate({
      items: rows.map(toJson),
      total,
      perPage: perPage ?? total,
      currentPage: page,
      path: collectionUrl,
      query,
    });
  });

  app.get<{ Params: { slugOrId: string } }>('/api/posts/:slugOrId', async (request) => {
    const { slugOrId } = request.params;
    const row = /^\d+$/.test(slugOrId)
      ? findPostById(db, Number(slugOrId))
      : findPostBySlug(db, slugOrId);
    if (row === undefined) throw new HttpError(404, 'Post not found.');
    return { data: toJson(row) };
  });
}
