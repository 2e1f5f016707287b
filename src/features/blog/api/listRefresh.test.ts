import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import type { PostJson } from '@contract/blog/postJson';
import { BLOG_VIEW_PATH, POST_CONTEXT_PATH, SITE_SERVER_ATTRIBUTE } from '@contract/siteServer';
import { server } from '@/test/server';
import { asPost, buildPost, buildPosts } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';
import { allPostsArgs, blogApi } from './blogApi';
import { BUILT_VIEWS_PATH, categoryFileName } from '@contract/blog/builtViews';
import { LARGEST_PAGE } from '@contract/blog/collectAllPages';
import { LIST_CHECK_SIZE, postContextOf, summaryOf } from '@contract/blog/postContext';
import { parseFilterQuery } from '@contract/blog/blogFilterQuery';
import { blogViewOf } from '@contract/blog/blogView';

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

describe('on a static host, with the views the build wrote', () => {
  /** Serves the build's files of `built` (each view and context as of then); logs what is asked. */
  const serveBuild = (built: PostJson[]) => {
    const posts = built.map(asPost);
    const asked: string[] = [];
    server.use(
      http.get(new URL(`${BUILT_VIEWS_PATH}/*`, window.location.href).href, ({ request }) => {
        const path = new URL(request.url).pathname;
        asked.push(path);
        const context = /\/context\/(.+)\.json$/.exec(path);
        if (context) return HttpResponse.json(postContextOf(posts, context[1] ?? ''));
        const [, category = null, page = '1'] =
          /\/(?:all|category\/([^/]+))\/(\d+)\.json$/.exec(path) ?? [];
        const name = posts.find((post) => categoryFileName(post.category.name) === category)
          ?.category.name;
        const filter = {
          search: '',
          category: category === null ? null : (name ?? ''),
          page: +page,
        };
        return HttpResponse.json(blogViewOf(posts, posts, filter));
      }),
    );
    return asked;
  };
  const wastePage2 = { search: '', category: 'Waste Management', page: 2 };

  it('reads the page it shows and the API’s newest posts: two small requests, never the archive', async () => {
    const posts = buildPosts(60);
    const asked = serveBuild(posts);
    const edited = { ...posts[0]!, title: 'Edited since the build' };
    const log = serveBlog([edited, ...posts.slice(1)]);
    const view = (await makeStore().dispatch(blogApi.endpoints.getBlogView.initiate(wastePage2)))
      .data;
    expect(asked).toEqual([`${BUILT_VIEWS_PATH}/category/waste-management/2.json`]);
    expect(sizes(log)).toEqual([String(LIST_CHECK_SIZE)]);
    const waste = posts.filter((post) => post.category.name === 'Waste Management');
    expect(view?.posts.map((post) => post.slug)).toEqual(
      waste.slice(6, 12).map((post) => post.slug),
    );
    expect(view?.matching).toBe(waste.length);
    expect(view?.pageCount).toBe(Math.ceil(waste.length / 6));

    const first = await makeStore().dispatch(
      blogApi.endpoints.getBlogView.initiate({ search: '', category: null, page: 1 }),
    );
    expect(first.data?.posts[0]?.title).toBe('Edited since the build');
  });

  it('cuts the view from the API’s lists once a post was published after the build', async () => {
    const posts = buildPosts(20);
    serveBuild(posts);
    const log = serveBlog([buildPost({ title: 'Published after the build' }), ...posts]);
    const view = (
      await makeStore().dispatch(
        blogApi.endpoints.getBlogView.initiate({ search: '', category: null, page: 1 }),
      )
    ).data;
    expect(sizes(log)).toEqual([String(LIST_CHECK_SIZE), String(LARGEST_PAGE)]);
    expect(view?.posts[0]?.title).toBe('Published after the build');
    expect(view?.matching).toBe(21);
  });

  it.each([
    ['answers 404', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })],
    [
      'answers every path with the app shell',
      () => HttpResponse.html('<!doctype html><div id="root"></div>'),
    ],
  ])('cuts the view from the API’s lists when the host %s', async (_, answer) => {
    server.use(http.get(new URL(`${BUILT_VIEWS_PATH}/*`, window.location.href).href, answer));
    const posts = buildPosts(8);
    const log = serveBlog(posts);
    const view = (await makeStore().dispatch(blogApi.endpoints.getBlogView.initiate(wastePage2)))
      .data;
    expect(sizes(log)).toContain(String(LARGEST_PAGE));
    expect(view?.matching).toBe(posts.filter((p) => p.category.name === 'Waste Management').length);
  });

  it('searches the API beside the build’s categories: two requests, never the archive', async () => {
    const posts = buildPosts(8);
    const asked = serveBuild(posts);
    const log = serveBlog([...posts, buildPost({ title: 'Gutter cleaning after storms' })]);
    const view = (
      await makeStore().dispatch(
        blogApi.endpoints.getBlogView.initiate({ search: 'gutter', category: null, page: 1 }),
      )
    ).data;
    expect(asked).toEqual([`${BUILT_VIEWS_PATH}/all/1.json`]);
    expect(log.lists.map((params) => params.toString())).toEqual([
      `per_page=${LARGEST_PAGE}&search=gutter`,
    ]);
    expect(view?.posts.map((post) => post.title)).toEqual(['Gutter cleaning after storms']);
    expect(view?.found).toBe(1);
    expect(view?.blogCategories.map(({ name }) => name)).toEqual([
      'Cleaning Tips',
      'Waste Management',
      'Workplace Safety',
    ]);
  });

  it('reads a post’s context as built, with the check, when the page did not hand it over', async () => {
    const posts = buildPosts(9);
    const asked = serveBuild(posts);
    const log = serveBlog(posts);
    const slug = posts[4]!.slug;
    const context = await makeStore().dispatch(blogApi.endpoints.getPostContext.initiate(slug));
    expect(asked).toEqual([`${BUILT_VIEWS_PATH}/context/${slug}.json`]);
    expect(sizes(log)).toEqual([String(LIST_CHECK_SIZE)]);
    expect(context.data?.previous?.slug).toBe(posts[3]!.slug);
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
