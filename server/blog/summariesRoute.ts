import type { FastifyInstance } from 'fastify';
import { POST_SUMMARIES_PATH } from '@/lib/siteServer';
import { matchesIfNoneMatch, strongEtag } from '../http/entityTags';
import { HttpError } from '../http/errors';
import type { PostsSource } from './postsSource';

// Posts without bodies, for the browser to keep its lists current (a static host cannot offer it).
export function registerSummariesRoute(app: FastifyInstance, posts: PostsSource) {
  let cached: { changedAt: number; json: string; etag: string } | null = null;
  app.get(POST_SUMMARIES_PATH, async (request, reply) => {
    const list = await posts.list().catch((error: unknown) => {
      request.log.warn({ err: error }, 'The blog API could not be read for the summaries');
      throw new HttpError(502, 'The blog could not be reached. Please try again shortly.');
    });
    if (cached?.changedAt !== list.changedAt) {
      const json = JSON.stringify({ data: list.value });
      cached = { changedAt: list.changedAt, json, etag: strongEtag(json) };
    }
    reply.header('cache-control', 'no-cache').header('etag', cached.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json').send(cached.json);
  });
}
