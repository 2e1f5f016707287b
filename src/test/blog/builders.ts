/** API-shaped test data (what the network sends), with readable defaults. */
import type { PostJson } from '@contract/blog/postJson';
import type { ListedPost, Post } from '@contract/blog/blogTypes';
import { summaryOf } from '@contract/blog/postContext';
import { normalisePost } from '@contract/blog/postSchemas';

export type { PostJson };

const CATEGORIES = [
  { id: 1, name: 'Cleaning Tips', slug: 'cleaning-tips' },
  { id: 2, name: 'Waste Management', slug: 'waste-management' },
  { id: 3, name: 'Workplace Safety', slug: 'workplace-safety' },
] as const;

export const category = (name: (typeof CATEGORIES)[number]['name']) => {
  const found = CATEGORIES.find((item) => item.name === name) ?? CATEGORIES[0];
  return { ...found };
};

let sequence = 0;

export function buildPost(overrides: Partial<PostJson> = {}): PostJson {
  sequence += 1;
  const id = overrides.id ?? sequence;
  return {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    excerpt: `Summary of post ${id}.`,
    body: `<p>First paragraph of post ${id}.</p>\n<p>Second paragraph.</p>`,
    thumbnail: `https://cdn.example/thumbs/${id}.jpg`,
    photo: null,
    category: category('Cleaning Tips'),
    author: {
      name: 'Priya Natarajan',
      photo: 'https://cdn.example/people/priya.jpg',
      bio: 'Operations lead.',
    },
    published_at: '2026-03-05T02:00:00Z',
    read_time: '4 min read',
    ...overrides,
  };
}

/** `count` posts, cycling through the three test categories unless overridden. */
export const buildPosts = (
  count: number,
  overrides: (index: number) => Partial<PostJson> = () => ({}),
) =>
  Array.from({ length: count }, (_, index) =>
    buildPost({
      category: { ...(CATEGORIES[index % CATEGORIES.length] ?? CATEGORIES[0]) },
      ...overrides(index),
    }),
  );

/** A Laravel-style page of posts. */
export function paginated(
  all: PostJson[],
  perPage: number,
  page: number,
  path = 'http://localhost/api/posts',
) {
  const lastPage = Math.max(1, Math.ceil(all.length / perPage));
  const data = all.slice((page - 1) * perPage, page * perPage);
  const url = (n: number) => `${path}?page=${n}`;
  return {
    data,
    links: {
      first: url(1),
      last: url(lastPage),
      prev: page > 1 ? url(page - 1) : null,
      next: page < lastPage ? url(page + 1) : null,
    },
    meta: {
      current_page: page,
      from: data.length > 0 ? (page - 1) * perPage + 1 : null,
      last_page: lastPage,
      links: [],
      path,
      per_page: perPage,
      to: data.length > 0 ? (page - 1) * perPage + data.length : null,
      total: all.length,
    },
  };
}

/** Where test answers come from: the site's own `/api`, so image paths stay site paths. */
export const TEST_ANSWER_URL = '/api/posts';

/** A built post as the app keeps it (normalised as if answered by the site's own API). */
export const asPost = (json: PostJson): Post => normalisePost(json, TEST_ANSWER_URL);

/** A built post as a list with bodies gives it. */
export const asListedPost = (json: PostJson): ListedPost => {
  const post = asPost(json);
  return { ...summaryOf(post), full: post };
};
