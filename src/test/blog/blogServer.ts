import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@/test/server';
import type { PostJson } from './builders';
import { paginated } from './builders';

export interface RequestLog {
  /** Query strings of every `GET /posts` received, in order. */
  lists: URLSearchParams[];
  /** Slugs of every `GET /posts/{slug}` received. */
  singles: string[];
}

const matches = (post: PostJson, search: string) =>
  search === '' ||
  `${post.title} ${post.excerpt ?? ''}`.toLowerCase().includes(search.toLowerCase());

/**
 * A well-behaved blog API over `posts`: search, per_page/page, single posts, 404s.
 * Returns a log of what was asked, for tests that count requests.
 */
export function serveBlog(posts: PostJson[]): RequestLog {
  const log: RequestLog = { lists: [], singles: [] };
  server.use(
    http.get(apiUrl('/posts'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      log.lists.push(params);
      const found = posts.filter((post) => matches(post, (params.get('search') ?? '').trim()));
      const perPage = Number(params.get('per_page') ?? '0');
      if (perPage > 0)
        return HttpResponse.json(paginated(found, perPage, Number(params.get('page') ?? '1')));
      return HttpResponse.json(paginated(found, Math.max(1, found.length), 1));
    }),
    http.get(apiUrl('/posts/:slug'), ({ params }) => {
      const slug = String(params.slug);
      log.singles.push(slug);
      const post = posts.find((item) => item.slug === slug || String(item.id) === slug);
      return post
        ? HttpResponse.json({ data: post })
        : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  return log;
}

/** An API that pages `GET /posts` by `perPage`, whatever was asked; returns each query string. */
export function servePostsPagedBy(posts: PostJson[], perPage: number): string[] {
  const seen: string[] = [];
  server.use(
    http.get(apiUrl('/posts'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params.toString());
      return HttpResponse.json(paginated(posts, perPage, Number(params.get('page') ?? '1')));
    }),
  );
  return seen;
}

/** Answers `GET /posts` with `posts` only once the returned function is called. */
export function servePostsOnRelease(posts: PostJson[]): () => void {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(apiUrl('/posts'), async () => {
      await gate;
      return HttpResponse.json({ data: posts });
    }),
  );
  return () => release();
}
