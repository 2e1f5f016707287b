import { createHash } from 'node:crypto';
import type { Post } from '@contract/blog/blogTypes';
import type { PostBodyTree } from '@contract/blog/postBodyTree';
import { postBodyTree } from '@contract/blog/postBodyTree';
import { setPostHtmlWindow } from '@contract/blog/sanitizePostHtml';
import { jsdomWindow } from '@contract/blog/jsdomWindow';
import type { PostsApi } from './postsApiClient';

let lent = false;

/** A post's body as its page renders it; Node has no DOM, so jsdom's is lent. */
export function bodyTreeOf(post: Pick<Post, 'body' | 'bodyBase'>): PostBodyTree {
  if (!lent) {
    setPostHtmlWindow(jsdomWindow);
    lent = true;
  }
  return postBodyTree(post.body, post.bodyBase);
}

const trees = new WeakMap<object, PostBodyTree>();

/**
 * bodyTreeOf, keeping each post's tree for as long as the post is held: for the build, which
 * reads every post's body several times (its pictures, its page, what the sanitiser drops).
 * The server keeps none: it holds every post, and needs a body only for the page it renders.
 */
export function keptBodyTreeOf(post: Pick<Post, 'body' | 'bodyBase'>): PostBodyTree {
  const known = trees.get(post);
  if (known) return known;
  const tree = bodyTreeOf(post);
  trees.set(post, tree);
  return tree;
}

/** What the editor reads in the server's log and the build's output. */
export const droppedMessage = (slug: string, dropped: readonly string[]): string =>
  `Post "${slug}": dropped ${dropped.map((tag) => `<${tag}>`).join(', ')} from its body`;

/** Versions of bodies remembered as told; a blog has far fewer posts. */
const REMEMBERED = 1_000;

/** Calls `tell` with what a post's body loses, once per version of each body. */
export function droppedMarkupReporter(tell: (message: string) => void): (post: Post) => void {
  const told = new Map<string, string>();
  return (post) => {
    const version = createHash('sha256').update(post.body).digest('base64url');
    if (told.get(post.slug) === version) return;
    told.delete(post.slug);
    told.set(post.slug, version);
    if (told.size > REMEMBERED) told.delete(told.keys().next().value as string);
    const { dropped } = bodyTreeOf(post);
    if (dropped.length > 0) tell(droppedMessage(post.slug, dropped));
  };
}

/** The API, reporting each post it answers with to `report`. */
export const reportingPosts = (api: PostsApi, report: (post: Post) => void): PostsApi => ({
  allPosts: () => api.allPosts(),
  search: (words) => api.search(words),
  async post(slug) {
    const post = await api.post(slug);
    if (post) report(post);
    return post;
  },
});
