import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { apiUrl, server } from '@/test/server';
import { MALFORMED_RESPONSE_MESSAGE, describeApiError } from './apiErrors';
import { allPostsArgs, blogApi, TEASER_ARGS } from './blogApi';
import { buildPost, buildPosts, paginated } from '@/test/blog/builders';
import { serveBlog, servePostsPagedBy } from '@/test/blog/blogServer';

const fetchAll = (search = '') => {
  const store = makeStore();
  return store.dispatch(blogApi.endpoints.getPosts.initiate(allPostsArgs(search)));
};

describe('blog API: posts list', () => {
  it('asks for every post with the search, at the largest page the API allows', async () => {
    const log = serveBlog(buildPosts(8));
    const result = await fetchAll('post');
    expect(result.data).toHaveLength(8);
    expect(log.lists.map(String)).toEqual(['per_page=100&search=post']);
  });

  it('keeps the list without post bodies, which only the page of each post reads', async () => {
    const posts = buildPosts(3);
    serveBlog(posts);
    const result = await fetchAll();
    expect(result.data?.map((post) => post.title)).toEqual(posts.map((post) => post.title));
    expect(result.data?.some((post) => 'body' in post)).toBe(false);
  });

  it('follows meta.last_page 3: three requests, posts combined in order', async () => {
    const all = buildPosts(7);
    const requests = servePostsPagedBy(all, 3);
    const result = await fetchAll('');
    expect(requests).toEqual([
      'per_page=100&search=',
      'per_page=3&search=&page=2',
      'per_page=3&search=&page=3',
    ]);
    expect(result.data?.map((post) => post.id)).toEqual(all.map((post) => post.id));
  });

  it('asks the teaser size without a page and keeps at most that many', async () => {
    const requests: string[] = [];
    server.use(
      http.get(apiUrl('/posts'), ({ request }) => {
        requests.push(new URL(request.url).search);
        return HttpResponse.json({ data: buildPosts(5) });
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(blogApi.endpoints.getPosts.initiate(TEASER_ARGS));
    expect(requests).toEqual(['?per_page=2&search=']);
    expect(result.data).toHaveLength(2);
  });

  it('turns a malformed answer into an error with a clear message', async () => {
    server.use(http.get(apiUrl('/posts'), () => HttpResponse.json({ data: [{ id: 'x' }] })));
    const result = await fetchAll();
    expect(result.isError).toBe(true);
    expect(describeApiError(result.error)).toBe(MALFORMED_RESPONSE_MESSAGE);
  });

  it('turns a body that is not JSON into an error', async () => {
    server.use(
      http.get(apiUrl('/posts'), () =>
        HttpResponse.text('<html>Gateway</html>', {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    const result = await fetchAll();
    expect(result.isError).toBe(true);
    expect(describeApiError(result.error)).toBe(MALFORMED_RESPONSE_MESSAGE);
  });

  it('fails the list when a followed page fails', async () => {
    const all = buildPosts(4);
    server.use(
      http.get(apiUrl('/posts'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return page === 2
          ? HttpResponse.json({ message: 'Nope' }, { status: 403 })
          : HttpResponse.json(paginated(all, 2, page));
      }),
    );
    const result = await fetchAll();
    expect(result.isError).toBe(true);
    expect(describeApiError(result.error)).toMatch(/error 403/);
  });
});

describe('blog API: single post', () => {
  it('reads a post by slug', async () => {
    serveBlog(buildPosts(2, (index) => ({ slug: `slug-${index}` })));
    const store = makeStore();
    const result = await store.dispatch(blogApi.endpoints.getPost.initiate('slug-1'));
    expect(result.data?.slug).toBe('slug-1');
  });

  it('reports a missing post as a 404', async () => {
    serveBlog([]);
    const store = makeStore();
    const result = await store.dispatch(blogApi.endpoints.getPost.initiate('nothing-here'));
    expect(result.error).toMatchObject({ status: 404 });
  });

  it('reports a malformed post as an error', async () => {
    server.use(http.get(apiUrl('/posts/:slug'), () => HttpResponse.json({ post: {} })));
    const store = makeStore();
    const result = await store.dispatch(blogApi.endpoints.getPost.initiate('odd'));
    expect(result.isError).toBe(true);
    expect(describeApiError(result.error)).toBe(MALFORMED_RESPONSE_MESSAGE);
  });
});

describe('blog API: JSON or a failure', () => {
  const getPost = (slug: string) => makeStore().dispatch(blogApi.endpoints.getPost.initiate(slug));

  /**
   * What `start` comes to, with the back-offs between tries (0.6 s, then 1.2 s) passed in fake
   * time: the clock moves 50 ms on at each turn of the event loop until it has settled. MSW
   * answers in this process within a few turns, however busy the machine; a request's 10 s
   * timeout would take 200.
   */
  async function inFakeTime<T>(start: () => PromiseLike<T>): Promise<T> {
    const realSetTimeout = setTimeout;
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      let settled = false;
      const result = Promise.resolve(start()).finally(() => {
        settled = true;
      });
      while (!settled) {
        await new Promise((resolve) => realSetTimeout(resolve, 0));
        jest.advanceTimersByTime(50);
      }
      return await result;
    } finally {
      jest.useRealTimers();
    }
  }

  it('asks for JSON on every request', async () => {
    const accepts: (string | null)[] = [];
    const post = buildPost({ slug: 'lobby' });
    server.use(
      http.get(apiUrl('/posts'), ({ request }) => {
        accepts.push(request.headers.get('accept'));
        return HttpResponse.json({ data: [post] });
      }),
      http.get(apiUrl('/posts/:slug'), ({ request }) => {
        accepts.push(request.headers.get('accept'));
        return HttpResponse.json({ data: post });
      }),
    );
    expect((await fetchAll()).data).toHaveLength(1);
    expect((await getPost('lobby')).data?.slug).toBe('lobby');
    expect(accepts).toEqual(['application/json', 'application/json']);
  });

  it('never follows a redirect (Laravel’s answer to a failed validation): it is a failure', async () => {
    const login = 'http://localhost/login';
    let followed = false;
    server.use(
      http.get(
        apiUrl('/posts/:slug'),
        () => new HttpResponse(null, { status: 302, headers: { Location: login } }),
      ),
      http.get(login, () => {
        followed = true;
        return HttpResponse.html('<h1>Log in</h1>');
      }),
    );
    // A FETCH_ERROR, as a dropped connection is, so tried again after each back-off.
    const result = await inFakeTime(() => getPost('lobby'));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(describeApiError(result.error)).toMatch(/could not reach/);
    expect(followed).toBe(false);
  });

  it('takes an HTML page answered with 200 for an answer it could not read', async () => {
    server.use(http.get(apiUrl('/posts/:slug'), () => HttpResponse.html('<h1>Log in</h1>')));
    const result = await getPost('lobby');
    expect(result.isError).toBe(true);
    expect(describeApiError(result.error)).toBe(MALFORMED_RESPONSE_MESSAGE);
  });

  it('keeps the status of an error answered as an HTML page', async () => {
    server.use(
      http.get(apiUrl('/posts/:slug'), () =>
        HttpResponse.html('<h1>Not Found</h1>', { status: 404 }),
      ),
    );
    const missing = await getPost('lobby');
    expect(missing.error).toMatchObject({ status: 404 });
    expect(describeApiError(missing.error)).toBe('We could not find that article.');

    let asked = 0;
    server.use(
      http.get(apiUrl('/posts/:slug'), () => {
        asked += 1;
        return HttpResponse.html('<h1>502 Bad Gateway</h1>', { status: 502 });
      }),
    );
    const down = await inFakeTime(() => getPost('lobby'));
    expect(describeApiError(down.error)).toMatch(/unavailable right now \(error 502\)/);
    // Retried like any other 502.
    expect(asked).toBe(3);
  }, 10_000);
});

describe('blog API: image addresses', () => {
  // The tests' API is at http://localhost/api (src/test/setupEnv.ts).
  const forms = {
    '/storage/posts/7/cover.jpg': 'http://localhost/storage/posts/7/cover.jpg',
    'cover.jpg': 'http://localhost/api/cover.jpg',
    '//cdn.example/cover.jpg': 'http://cdn.example/cover.jpg',
    'https://cdn.example/cover.jpg': 'https://cdn.example/cover.jpg',
  };

  it.each(Object.entries(forms))(
    'resolves %s in a list against the API’s URL',
    async (thumbnail, expected) => {
      serveBlog([buildPost({ thumbnail })]);
      const result = await fetchAll();
      expect(result.data?.[0]?.thumbnail).toBe(expected);
    },
  );

  it('resolves a post’s own relative picture against the post’s URL', async () => {
    serveBlog([
      buildPost({
        slug: 'tanks',
        thumbnail: 'cover.jpg',
        author: { name: 'Sam', photo: '/people/sam.jpg', bio: '' },
      }),
    ]);
    const result = await makeStore().dispatch(blogApi.endpoints.getPost.initiate('tanks'));
    expect(result.data?.thumbnail).toBe('http://localhost/api/posts/cover.jpg');
    expect(result.data?.author?.photo).toBe('http://localhost/people/sam.jpg');
  });
});

describe('describeApiError', () => {
  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError' } as const, /could not reach/],
    [{ status: 'TIMEOUT_ERROR', error: 'AbortError' } as const, /too long/],
    [{ status: 503, data: null } as const, /unavailable right now \(error 503\)/],
    [{ status: 404, data: null } as const, /could not find/],
    [{ name: 'Error', message: 'boom' }, /Something went wrong/],
  ])('explains %o', (error, expected) => {
    expect(describeApiError(error)).toMatch(expected);
  });
});
