/** @jest-environment node */
// A post page as the server renders it (prerendering and per-request rendering both call
// `render`): the body's formatting is in the HTML, sanitised, before any JavaScript runs.
import { render } from '@/entry-server';
import { postContextOf, summaryOf } from '@contract/blog/postContext';
import { DEFAULT_BLOG_FILTER } from '@contract/blog/blogFilterQuery';
import { blogViewOf, PAGE_SIZE } from '@contract/blog/blogView';
import { JSDOM } from 'jsdom';
import type { Post } from '@contract/blog/blogTypes';
import type { BuiltImages } from '@contract/images/images';
import { asPost, buildPost, buildPosts } from '@/test/blog/builders';
import { editorBody, parseHtml } from '@/test/blog/sanitisedHtml';

const page = new JSDOM('<!doctype html><body></body>').window.document;

const post = asPost(
  buildPost({
    slug: 'audit-checklist',
    title: 'An audit checklist that works',
    body: [
      '<h2>Before the audit</h2>',
      'Read the <a href="https://www.safeworkaustralia.gov.au/" target="_blank" onclick="steal()">Safe Work guidance</a> first.',
      '<ul><li>Walk the floor</li><li>Check the <strong>task sheets</strong></li></ul>',
      '<p>Then<script>alert("xss")</script> score it <img src=x onerror=alert(document.cookie)></p>',
      '<p><a href="javascript:alert(1)">Sign in again</a></p>',
    ].join('\n'),
  }),
);
const posts = [post, ...buildPosts(3).map(asPost)];

const renderPost = () =>
  render(`/blog/${post.slug}`, {
    post: { slug: post.slug, post, context: postContextOf(posts, post.slug) },
    fetchedAt: Date.parse('2026-01-01T00:00:00Z'),
  });

describe('server rendering of a post page', () => {
  it('carries the formatted, sanitised body in the HTML', async () => {
    const { html, status } = await renderPost();
    expect(status).toBe(200);
    expect(html).toMatch(/<h2>Before the audit<\/h2>/);
    expect(html).toContain(
      'Read the <a href="https://www.safeworkaustralia.gov.au/" rel="noopener noreferrer">Safe Work guidance</a> first.',
    );
    expect(html).toContain(
      '<ul><li>Walk the floor</li><li>Check the <strong>task sheets</strong></li></ul>',
    );
    expect(html).toMatch(/<p>Then score it <img [^>]*alt=""[^>]*\/><\/p>/);
    expect(html).toContain('<p><a rel="noopener noreferrer">Sign in again</a></p>');
  });

  it('leaves out every payload of the body', async () => {
    const { html } = await renderPost();
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|steal\(|alert\(/i);
    expect(html).not.toContain('target="_blank"');
  });

  it('hands the browser the body it hydrates with, as data', async () => {
    const { pageState } = await renderPost();
    const cached = Object.values(pageState.api.queries).find(
      (entry) => entry?.endpointName === 'getPost',
    );
    expect((cached?.data as typeof post | undefined)?.body).toBe(post.body);
  });

  it('hands over the post and its context, never the list behind it', async () => {
    const { pageState, fetchedAt } = await renderPost();
    const entries = Object.values(pageState.api.queries);
    expect(entries.map((entry) => entry?.endpointName).sort()).toEqual([
      'getPost',
      'getPostContext',
    ]);
    const context = entries.find((entry) => entry?.endpointName === 'getPostContext')?.data;
    expect(context).toEqual(postContextOf(posts, post.slug));
    expect(JSON.stringify(pageState).split(JSON.stringify(post.body)).length - 1).toBe(1);
    // The page carries when the data was fetched; the state is the same whenever it is made.
    expect(fetchedAt).toBe(Date.parse('2026-01-01T00:00:00Z'));
    expect(JSON.stringify(pageState)).toBe(JSON.stringify((await renderPost()).pageState));
  });

  it('hands over the page of the list /blog shows: its summaries, no bodies, no authors', async () => {
    const summaries = posts.map(summaryOf);
    const { pageState } = await render('/blog', {
      list: {
        filter: DEFAULT_BLOG_FILTER,
        view: blogViewOf(summaries, summaries, DEFAULT_BLOG_FILTER),
      },
      fetchedAt: 0,
    });
    const [list] = Object.values(pageState.api.queries);
    const listed = (list?.data as { posts: Record<string, unknown>[] } | undefined)?.posts;
    expect(listed?.map((entry) => entry.slug)).toEqual(
      posts.slice(0, PAGE_SIZE).map((entry) => entry.slug),
    );
    expect(listed?.some((entry) => 'body' in entry || 'author' in entry)).toBe(false);
  });
});

describe('server rendering of a post page’s pictures', () => {
  const pictured = (photo: string | null) =>
    asPost(
      buildPost({
        slug: 'pictured',
        thumbnail: '/storage/posts/1/thumb.jpg',
        photo,
        body: editorBody,
      }),
    );
  const images = (html: string) => [...parseHtml(html, page).querySelectorAll('main article img')];
  const renderPictured = (post: Post, options: { images?: BuiltImages; siteServer?: boolean }) =>
    render(
      `/blog/${post.slug}`,
      {
        post: { slug: post.slug, post, context: postContextOf([post], post.slug) },
        fetchedAt: 0,
        images: options.images,
      },
      { siteServer: options.siteServer ?? false },
    );

  it('shows the post’s photo at the top, resized by the site’s server and cut to its shape', async () => {
    const { html } = await renderPictured(pictured('/storage/posts/1/photo.jpg'), {
      siteServer: true,
    });
    const [hero, ...body] = images(html);
    expect(hero?.getAttribute('srcset')).toContain(
      `/_image?url=${encodeURIComponent('/storage/posts/1/photo.jpg')}&w=1600&ar=16x10 1600w`,
    );
    expect(hero).toHaveProperty('alt', '');
    // The body's pictures, uncut: no `ar`.
    expect(body.filter((image) => image.getAttribute('alt') === 'Weekly chart')).toHaveLength(2);
    expect(body[0]?.getAttribute('srcset')).toContain(
      `/_image?url=${encodeURIComponent('/storage/posts/inline/chart.jpg')}&w=640 640w`,
    );
  });

  it('shows the thumbnail at the top of a post without a photo', async () => {
    const { html } = await renderPictured(pictured(null), { siteServer: true });
    expect(images(html)[0]?.getAttribute('srcset')).toContain(
      encodeURIComponent('/storage/posts/1/thumb.jpg'),
    );
  });

  it('uses the build’s variants of the photo and the body’s pictures for a static host', async () => {
    const { html } = await renderPictured(pictured('/storage/posts/1/photo.jpg'), {
      images: {
        '/storage/posts/1/photo.jpg': { name: 'photoName', width: 1600, height: 1000 },
        '/storage/posts/inline/chart.jpg': { name: 'chartName', width: 900, height: 400 },
      },
    });
    const [hero, inParagraph] = images(html);
    expect(hero?.getAttribute('srcset')).toContain(
      '/assets/images/photoName-16x10-1600.webp 1600w',
    );
    expect(inParagraph?.getAttribute('srcset')).toBe(
      [384, 640, 828].map((w) => `/assets/images/chartName-natural-${w}.webp ${w}w`).join(', '),
    );
  });
});
