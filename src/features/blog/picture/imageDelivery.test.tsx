import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { pageImagesHandedOver, selectBuiltImages } from '../api/builtImages';
import { BUILT_IMAGES_ATTRIBUTE } from '@contract/images/images';
import { blogApi } from '../api/blogApi';
import { PostBody } from '../post/PostBody';
import { BrowserImageDelivery } from './imageDelivery';
import { buildPost } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';
import { server } from '@/test/server';

// Node's fetch needs an absolute address; a built page names its list by path.
const LIST = 'http://localhost/assets/images/list-Abc123.json';
const CHART = 'http://localhost/storage/posts/inline/chart.jpg';

/** A page the static build generated: #root names the list of every variant it made. */
beforeEach(() => {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(BUILT_IMAGES_ATTRIBUTE, LIST);
  document.body.append(root);
});
afterEach(() => document.getElementById('root')?.remove());

const serveList = () => {
  const asked: string[] = [];
  server.use(
    http.get(LIST, ({ request }) => {
      asked.push(request.url);
      return HttpResponse.json({ [CHART]: { name: 'chartName', width: 900, height: 400 } });
    }),
  );
  return asked;
};

describe('a post fetched in the browser from a static host', () => {
  it('does not load the build’s list for a post whose pictures it knows and whose body has none', async () => {
    const asked = serveList();
    const store = makeStore();
    // The page handed over its own pictures' variants.
    await store.dispatch(
      pageImagesHandedOver({
        'http://localhost/storage/a.jpg': { name: 'a', width: 800, height: 500 },
      }),
    );
    serveBlog([buildPost({ slug: 'plain', thumbnail: '/storage/a.jpg', author: null })]);
    await store.dispatch(blogApi.endpoints.getPost.initiate('plain'));
    expect(asked).toEqual([]);
  });

  it('loads the list when its body has pictures, so they show as the build’s variants', async () => {
    const asked = serveList();
    const body = '<p><img src="/storage/posts/inline/chart.jpg" alt="Weekly chart"></p>';
    serveBlog([buildPost({ slug: 'pictured', body, author: null })]);
    const store = makeStore();
    const { data: post } = await store.dispatch(blogApi.endpoints.getPost.initiate('pictured'));
    expect(asked).toEqual([LIST]);
    render(
      <Provider store={store}>
        <BrowserImageDelivery>
          <PostBody body={post?.body ?? ''} base={post?.bodyBase ?? ''} />
        </BrowserImageDelivery>
      </Provider>,
    );
    expect(screen.getByRole('img', { name: 'Weekly chart' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('/assets/images/chartName-natural-828.webp 828w'),
    );
  });

  it('reads the list once for the page, however many posts name pictures it lacks', async () => {
    const asked = serveList();
    const body = '<p><img src="/storage/posts/inline/chart.jpg" alt="Weekly chart"></p>';
    serveBlog([
      buildPost({ slug: 'first', body, author: null }),
      buildPost({ slug: 'second', body, author: null }),
    ]);
    const store = makeStore();
    await Promise.all([
      store.dispatch(blogApi.endpoints.getPost.initiate('first')),
      store.dispatch(blogApi.endpoints.getPost.initiate('second')),
    ]);
    expect(asked).toEqual([LIST]);
    expect(selectBuiltImages(store.getState())).toEqual({
      [CHART]: { name: 'chartName', width: 900, height: 400 },
    });
  });
});
