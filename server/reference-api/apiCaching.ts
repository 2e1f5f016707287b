import type { FastifyInstance } from 'fastify';

// Browsers revalidate (the app refreshes posts itself); shared caches keep a minute, +5 stale.
export const POSTS_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export const API_NO_STORE = 'no-store';

const isPostsRead = (method: string, url: string): boolean =>
  (method === 'GET' || method === 'HEAD') && /^\/api\/posts(?:[/?]|$)/.test(url);

export function registerApiCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    const cacheable = reply.statusCode === 200 && isPostsRead(request.method, request.url);
    reply.header('cache-control', cacheable ? POSTS_CACHE_CONTROL : API_NO_STORE);
    return payload;
  });
}
