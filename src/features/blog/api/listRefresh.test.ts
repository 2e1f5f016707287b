import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import type { PostJson } from '@/lib/postJson';
import { BLOG_VIEW_PATH, POST_CONTEXT_PATH, SITE_SERVER_ATTRIBUTE } from '@/lib/siteServer';
import { server } from '@/test/server';
import { asPost, buildPost, buildPosts } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';
import { allPostsArgs, blogApi } from './blogApi';
import { LARGEST_PAGE } from './collectAllPages';
import { LIST_CHECK_SIZE, postContextOf, summaryOf } from './postContext';
import { parseFilterQuery } from '../list/blogFilterQuery';
import { blogViewOf } from '../list/blogView';

/**
 * What the browser downloads to keep a list current. From the site's server it asks for the
 * page it shows; elsewhere a refresh asks the API first whether anything changed, and only
 * then reads the whole list again.
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
    expect(sizes(log)).toEqual([String(LARGEST_PAGE)]);
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
    expect(sizes(log)).toEqual([String(LIST_CHECK_SIZE), String(LARGEST_PAGE)]);
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

    const page2 = { search: '', category: null, page: 2 };

    it('asks the server for the page of the list it shows, never the API for every post', async () => {
      const posts = buildPosts(20).map(asPost);
      const asked: string[] = [];
      server.use(
        http.get(new URL(BLOG_VIEW_PATH, window.location.href).href, ({ request }) => {
          const filter = parseFilterQuery(new URL(request.url).search);
          asked.push(new URL(request.url).search);
          const summaries = posts.map(summaryOf);
          return HttpResponse.json(blogViewOf(summaries, summaries, filter));
        }),
      );
      const log = serveBlog([]);
      const result = await makeStore().dispatch(blogApi.endpoints.getBlogView.initiate(page2));
      expect(asked).toEqual(['?page=2']);
      expect(log.lists).toHaveLength(0);
      expect(result.data?.posts.map((post) => post.slug)).toEqual(
        posts.slice(6, 12).map((post) => post.slug),
      );
      expect(result.data?.matching).toBe(20);
    });

    it('asks the server for a post’s neighbours, not the list', async () => {
      const posts = buildPosts(9).map(asPost);
      const slug = posts[4]!.slug;
      server.use(
        http.get(new URL(`${POST_CONTEXT_PATH}/${slug}`, window.location.href).href, () =>
          HttpResponse.json(postContextOf(posts, slug)),
        ),
      );
      const log = serveBlog([]);
      const result = await makeStore().dispatch(blogApi.endpoints.getPostContext.initiate(slug));
      expect(log.lists).toHaveLength(0);
      expect(result.data?.previous?.slug).toBe(posts[3]!.slug);
    });

    it('treats a malformed answer of the server as an error', async () => {
      server.use(
        http.get(new URL(BLOG_VIEW_PATH, window.location.href).href, () =>
          HttpResponse.json({ posts: [{ slug: 'x' }] }),
        ),
      );
      expect(
        (await makeStore().dispatch(blogApi.endpoints.getBlogView.initiate(page2))).isError,
      ).toBe(true);
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
