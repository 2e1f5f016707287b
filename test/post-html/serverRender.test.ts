/** @jest-environment node */
// A post page as the server renders it (prerendering and per-request rendering both call
// `render`): the body's formatting is in the HTML, sanitised, before any JavaScript runs.
import { render } from '@/entry-server';
import { asPost, buildPost, buildPosts } from '@/features/blog/test/builders';

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
    posts,
    post: { slug: post.slug, post },
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
    expect(html).toContain('<p>Then score it </p>');
    expect(html).toContain('<p><a rel="noopener noreferrer">Sign in again</a></p>');
  });

  it('leaves out every payload of the body', async () => {
    const { html } = await renderPost();
    expect(html).not.toMatch(/<script|<img src="x"|onerror|onclick|javascript:|steal\(|alert\(/i);
    expect(html).not.toContain('target="_blank"');
  });

  it('hands the browser the body it hydrates with, as data', async () => {
    const { serverState } = await renderPost();
    const cached = Object.values(serverState.api.queries).find(
      (entry) => entry?.endpointName === 'getPost',
    );
    expect((cached?.data as typeof post | undefined)?.body).toBe(post.body);
  });

  it('hands over the list without bodies: only the post of the page carries one', async () => {
    const { serverState } = await renderPost();
    const entries = Object.values(serverState.api.queries);
    const list = entries.find((entry) => entry?.endpointName === 'getPosts');
    const listed = list?.data as Record<string, unknown>[] | undefined;
    expect(listed?.map((entry) => entry.slug)).toEqual(posts.map((entry) => entry.slug));
    expect(listed?.every((entry) => !('body' in entry))).toBe(true);
    expect(JSON.stringify(serverState).split(JSON.stringify(post.body)).length - 1).toBe(1);
  });
});
