/** @jest-environment node */
// A post page as the server renders it (prerendering and per-request rendering both call
// `render`): the body's formatting is in the HTML, sanitised, before any JavaScript runs.
import { render } from '@/entry-server';
import { postContextOf, summaryOf } from '@/features/blog/api/postContext';
import { asPost, buildPost, buildPosts } from '@/test/blog/builders';

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

  it('hands over the list’s summaries on /blog: no bodies, no authors', async () => {
    const { pageState } = await render('/blog', { posts: posts.map(summaryOf), fetchedAt: 0 });
    const [list] = Object.values(pageState.api.queries);
    const listed = list?.data as Record<string, unknown>[] | undefined;
    expect(listed?.map((entry) => entry.slug)).toEqual(posts.map((entry) => entry.slug));
    expect(listed?.some((entry) => 'body' in entry || 'author' in entry)).toBe(false);
  });
});
