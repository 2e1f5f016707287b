import type { FastifyInstance } from 'fastify';
import type { Db } from '../../store/sqlite';
import { HttpError } from '../../http/errors';
import { findPost, listPosts } from './postListing';
import { toPostJson } from './postResource';

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

  app.get('/api/posts', async (request) =>
    listPosts(db, request.query as Record<string, unknown>, { collectionUrl, toJson }),
  );

  app.get<{ Params: { slugOrId: string } }>('/api/posts/:slugOrId', async (request) => {
    const row = findPost(db, request.params.slugOrId);
    if (row === undefined) throw new HttpError(404, 'Post not found.');
    return { data: toJson(row) };
  });
}
