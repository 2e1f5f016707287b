import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import type { PostJson } from '@/lib/postJson';
import { SITE_SERVER_ATTRIBUTE, POST_SUMMARIES_PATH } from '@/lib/siteServer';
import { server } from '@/test/server';
import { asPost, buildPost, buildPosts } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';
import { allPostsArgs, blogApi } from './blogApi';
import { LIST_CHECK_SIZE, postContextOf, summaryOf } from './postContext';

/**
 * What the browser downloads to keep a list current: a page hands over the posts it shows,
 * and their refresh asks first whether anything changed; only then is the whole list read,
 * from the site's server (without bodies) when the page came from it.
 */

const loadList = (store = makeStore()) =>
  store.dispatch(blogApi.endpoints.getPosts.initiate(allPostsArgs(), { forceRefetch: true }));

const sizes = (log: { lists: URLSearchParams[] }) =>
  log.lists.map((params) => params.get('per_page') ?? 'all');

describe('refreshing the whole list', () => {
  it('asks for the newest posts only, and keeps the list, when nothing was added or removed', async () => {
    const posts = buildPosts(20);
    const log = serveBlog(posts);
    const store = makeStore();
    await loadList(store);
    expect(sizes(log)).toEqual(['all']);
    const edited = { ...posts[0]!, title: 'Edited title' };
    const again = serveBlog([edited, ...posts.slice(1)]);

    const result = await loadList(store);
    expect(sizes(again)).toEqual([String(LIST_CHECK_SIZE)]);
    expect(result.data).toHaveLength(20);
    expect(result.data?.[0]?.title).toBe('Edited title');
  });

  it('reads every post again when the API says one was published', async () => {
    const posts = buildPosts(20);
    serveBlog(posts);
    const store = makeStore();
    await loadList(store);
    const log = serveBlog([buildPost({ title: 'Just published' }), ...posts]);

    const result = await loadList(store);
    expect(sizes(log)).toEqual([String(LIST_CHECK_SIZE), 'all']);
    expect(result.data).toHaveLength(21);
    expect(result.data?.[0]?.title).toBe('Just published');
  });

  describe('on a page from the site’s server', () => {
    beforeEach(() => {
      const root = document.createElement('div');
      root.id = 'root';
      root.setAttribute(SITE_SERVER_ATTRIBUTE, '');
      document.body.append(root);
    });
    afterEach(() => document.getElementById('root')?.remove());

    it('reads the summaries the server offers instead of the API’s posts with bodies', async () => {
      const posts = buildPosts(3).map(asPost);
      const served: string[] = [];
      server.use(
        http.get(new URL(POST_SUMMARIES_PATH, window.location.href).href, () => {
          served.push('summaries');
          return HttpResponse.json({ data: posts.map(summaryOf) });
        }),
      );
      const log = serveBlog([]);
      const result = await loadList();
      expect(served).toEqual(['summaries']);
      expect(log.lists).toHaveLength(0);
      expect(result.data?.map((post) => post.slug)).toEqual(posts.map((post) => post.slug));
    });

    it('reads the API’s list when the server has no summaries to offer', async () => {
      server.use(
        http.get(new URL(POST_SUMMARIES_PATH, window.location.href).href, () =>
          HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
        ),
      );
      const log = serveBlog(buildPosts(3));
      const result = await loadList();
      expect(sizes(log)).toEqual(['all']);
      expect(result.data).toHaveLength(3);
    });

    it('treats a malformed list of summaries as an error', async () => {
      server.use(
        http.get(new URL(POST_SUMMARIES_PATH, window.location.href).href, () =>
          HttpResponse.json({ data: [{ slug: 'x' }] }),
        ),
      );
      expect((await loadList()).isError).toBe(true);
    });
  });
});

describe('a post’s context', () => {
  it('comes from the list already loaded, without a request', async () => {
    const posts = buildPosts(5);
    serveBlog(posts);
    const store = makeStore();
    await store.dispatch(blogApi.endpoints.getPosts.initiate(allPostsArgs()));
    const log = serveBlog(posts);
    const result = await store.dispatch(
      blogApi.endpoints.getPostContext.initiate('post-' + posts[2]!.id),
    );
    expect(log.lists).toHaveLength(0);
    expect(result.data).toEqual(postContextOf(posts.map(asPost), posts[2]!.slug));
  });

  /** The fifth of nine posts' context, loaded, then refreshed once the API serves `later`. */
  const refreshContext = async (later: (posts: PostJson[]) => PostJson[]) => {
    const posts = buildPosts(9);
    serveBlog(posts);
    const store = makeStore();
    const slug = posts[4]!.slug;
    await store.dispatch(blogApi.endpoints.getPostContext.initiate(slug));
    const log = serveBlog(later(posts));
    const result = await store.dispatch(
      blogApi.endpoints.getPostContext.initiate(slug, { forceRefetch: true }),
    );
    return { posts, log, previous: result.data?.previous?.slug };
  };

  it('is kept when refreshed while the list is unchanged: one small request', async () => {
    const { posts, log, previous } = await refreshContext((posts) => posts);
    expect(sizes(log)).toEqual([String(LIST_CHECK_SIZE)]);
    expect(previous).toBe(posts[3]!.slug);
  });

  it('follows the list when a post was removed', async () => {
    const { posts, previous } = await refreshContext((posts) =>
      posts.filter((_, index) => index !== 3),
    );
    expect(previous).toBe(posts[2]!.slug);
  });
});
