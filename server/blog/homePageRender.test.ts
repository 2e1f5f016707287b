// The home page as the server renders it per request and the build prerenders it (both call
// `render` with `homePageData`): the teaser's posts are in the HTML before any JavaScript runs.
import { render } from '@/entry-server';
import { TEASER_ARGS } from '@/features/blog/api/blogApi';
import { asPost, buildPost } from '@/test/blog/builders';
import { homePageData } from './blogPages';

const posts = ['Newest', 'Second newest', 'Third', 'Fourth'].map((title, index) =>
  asPost(buildPost({ slug: `post-${index}`, title })),
);
const FETCHED_AT = Date.parse('2026-01-01T00:00:00Z');

/** The teaser section of the markup, from its heading to the end of its list. */
const teaserOf = (html: string) =>
  /id="blog-teaser-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('server rendering of the home page', () => {
  it('shows the two newest posts in the teaser, linked to their pages', async () => {
    const { html, status } = await render('/', homePageData(posts, FETCHED_AT));
    expect(status).toBe(200);
    const teaser = teaserOf(html);
    expect(teaser).toContain('Strategies and Insights.');
    expect(teaser).toContain('href="/blog/post-0"');
    expect(teaser).toContain('>Newest<');
    expect(teaser).toContain('>Second newest<');
    expect(teaser).not.toContain('Third');
    expect(teaser.match(/<article\b/g)).toHaveLength(2);
    expect(teaser).not.toContain('Loading the latest articles');
  });

  it('hands over the teaser’s two summaries, and nothing else', async () => {
    const { pageState, fetchedAt } = await render('/', homePageData(posts, FETCHED_AT));
    const entries = Object.values(pageState.api.queries);
    expect(entries.map((entry) => [entry?.endpointName, entry?.originalArgs])).toEqual([
      ['getPosts', TEASER_ARGS],
    ]);
    const handed = entries[0]?.data as Record<string, unknown>[];
    expect(handed.map((post) => post.title)).toEqual(['Newest', 'Second newest']);
    expect(handed.some((post) => 'body' in post || 'author' in post)).toBe(false);
    expect(fetchedAt).toBe(FETCHED_AT);
  });

  it('without the API, leaves the teaser to the browser and hands nothing over', async () => {
    const { html, pageState, fetchedAt } = await render('/');
    expect(teaserOf(html)).toContain('Loading the latest articles');
    expect(pageState.api.queries).toEqual({});
    expect(fetchedAt).toBeNull();
  });
});
