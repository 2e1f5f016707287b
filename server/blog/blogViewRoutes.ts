import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { postContextOf } from '@contract/blog/postContext';
import { parseFilterQuery } from '@contract/blog/blogFilterQuery';
import { blogViewOf } from '@contract/blog/blogView';
import { BLOG_VIEW_PATH, POST_CONTEXT_PATH } from '@contract/siteServer';
import { matchesIfNoneMatch, strongEtag } from '../http/entityTags';
import { HttpError } from '../http/errors';
import { sharedFor } from '../pages/staticFiles';
import type { PostsSource } from './postsSource';

/** Answers JSON with a validator, so a browser's refresh of unchanged content is a 304. */
function sendJson(request: FastifyRequest, reply: FastifyReply, value: unknown, cache: string) {
  const json = JSON.stringify(value);
  const etag = strongEtag(json);
  reply.header('cache-control', cache).header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json').send(json);
}

const unreachable = (request: FastifyRequest, what: string) => (error: unknown) => {
  request.log.warn({ err: error }, `The blog API could not be read for ${what}`);
  throw new HttpError(502, 'The blog could not be reached. Please try again shortly.');
};

/**
 * What the browser's blog screens ask the site's server for: a page of a list, a post's
 * neighbours. Each answer is the size of what a visitor sees, whatever the size of the blog
 * (docs/decisions/025-blog-views.md).
 */
export function registerBlogViewRoutes(
  app: FastifyInstance,
  posts: PostsSource,
  { sharedCacheSeconds = 0 }: { sharedCacheSeconds?: number } = {},
) {
  // As the pages they belong to: a shared cache in front may keep them as long.
  const cache = sharedFor(sharedCacheSeconds);
  app.get(BLOG_VIEW_PATH, async (request, reply) => {
    const filter = parseFilterQuery(
      request.url.slice(request.url.indexOf('?') + 1 || request.url.length),
    );
    const list = await posts.list().catch(unreachable(request, 'a list'));
    const matches =
      filter.search === ''
        ? list
        : await posts.search(filter.search).catch(unreachable(request, 'a search'));
    return sendJson(request, reply, blogViewOf(list.value, matches.value, filter), cache);
  });

  app.get<{ Params: { slug: string } }>(`${POST_CONTEXT_PATH}/:slug`, async (request, reply) => {
    const list = await posts.list().catch(unreachable(request, "a post's neighbours"));
    return sendJson(request, reply, postContextOf(list.value, request.params.slug), cache);
  });
}
