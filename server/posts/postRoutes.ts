import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../dbType';
import { HttpError } from '../errors';
import { paginate } from './pagination';
import { parsePostListQuery } from './postQuery';
import { toPostJson } from './postResource';
import { findPostById, findPostBySlug, findPosts } from './postStore';

const collectionUrl = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}/api/posts`;

export function registerPostRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/posts', async (request) => {
    const { search, perPage, page } = parsePostListQuery(request.query as Record<string, unknown>);
    const offset = perPage === null ? 0 : (page - 1) * perPage;
    const { rows, total } = findPosts(db, { search, limit: perPage, offset });

    const query: Record<string, string> = {};
    if (perPage !== null) query.per_page = String(perPage);
    if (search !== '') query.search = search;

    return paginate({
      items: rows.map(toPostJson),
      total,
      perPage: perPage ?? total,
      currentPage: page,
      path: collectionUrl(request),
      query,
    });
  });

  app.get<{ Params: { slugOrId: string } }>('/api/posts/:slugOrId', async (request) => {
    const { slugOrId } = request.params;
    const row = /^\d+$/.test(slugOrId)
      ? findPostById(db, Number(slugOrId))
      : findPostBySlug(db, slugOrId);
    if (row === undefined) throw new HttpError(404, 'Post not found.');
    return { data: toPostJson(row) };
  });
}
