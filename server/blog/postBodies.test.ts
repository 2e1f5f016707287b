import type { Post } from '@contract/blog/blogTypes';
import { asPost, buildPost } from '@/test/blog/builders';
import { bodyTreeOf, droppedMarkupReporter, keptBodyTreeOf, reportingPosts } from './postBodies';
import type { PostsApi } from './postsApiClient';

const withBody = (slug: string, body: string): Post => asPost(buildPost({ slug, body }));

describe('what a body loses, told to the editor', () => {
  it('names the post and each element dropped, once per version of its body', () => {
    const told: string[] = [];
    const report = droppedMarkupReporter((message) => told.push(message));
    const first = withBody(
      'tour',
      '<p>Watch:</p><iframe src="https://www.youtube.com/embed/x"></iframe><video src="/a.mp4"></video><iframe></iframe>',
    );
    report(first);
    report({ ...first });
    expect(told).toEqual(['Post "tour": dropped <iframe>, <video> from its body']);

    report(withBody('tour', '<p>Watch:</p><form><input></form>'));
    report(withBody('tour', '<p>Watch:</p><form><input></form>'));
    expect(told).toEqual([
      'Post "tour": dropped <iframe>, <video> from its body',
      'Post "tour": dropped <form> from its body',
    ]);
  });

  it('says nothing of formatting it does not keep, or of a clean body', () => {
    const told: string[] = [];
    const report = droppedMarkupReporter((message) => told.push(message));
    report(
      withBody('plain', '<p style="color:red" class="x"><font>Old</font> <span>markup</span></p>'),
    );
    expect(told).toEqual([]);
  });

  it('is told of every post the API answers with, as it answers', async () => {
    const reported: string[] = [];
    const api: PostsApi = {
      allPosts: () => Promise.resolve([]),
      search: () => Promise.resolve([]),
      post: (slug) => Promise.resolve(slug === 'gone' ? null : withBody(slug, '<p>x</p>')),
    };
    const reporting = reportingPosts(api, (post) => reported.push(post.slug));
    expect((await reporting.post('a'))?.slug).toBe('a');
    expect(await reporting.post('gone')).toBeNull();
    expect(reported).toEqual(['a']);
  });

  it('reads a body in Node as the page renders it, pictures resolved', () => {
    const post = withBody('pictured', '<p><img src="/storage/a.jpg" alt="A"></p>');
    expect(bodyTreeOf(post).images).toEqual(['/storage/a.jpg']);
  });
});

describe('the trees a build keeps', () => {
  it('reads each post’s body once however often the build asks, and a changed post afresh', () => {
    const posts = Array.from({ length: 12 }, (_, index) =>
      withBody(`post-${index}`, `<p>Post ${index}</p><iframe></iframe>`),
    );
    // More posts than the page renderer remembers, asked for in turn, as the build does.
    const first = posts.map((post) => keptBodyTreeOf(post));
    expect(posts.map((post) => keptBodyTreeOf(post))).toEqual(first);
    posts.forEach((post, index) => expect(keptBodyTreeOf(post)).toBe(first[index]));
    expect(first[0]?.dropped).toEqual(['iframe']);
    const edited = { ...posts[0]!, body: '<p>Post 0, edited</p>' };
    expect(keptBodyTreeOf(edited)).not.toBe(first[0]);
    expect(keptBodyTreeOf(edited).dropped).toEqual([]);
    expect(bodyTreeOf(edited)).toEqual(keptBodyTreeOf(edited));
  });
});
