import type { FieldErrors } from '../../server/http/errors';
import { readTimeFor } from '../../server/reference-api/posts/htmlToText';
import type { UpstreamPost } from './upstreamPosts';
import { authorJson, categoryBySlug, upstreamAuthors, upstreamCategories } from './upstreamPosts';

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const POST_FIELDS = [
  'slug',
  'title',
  'excerpt',
  'body',
  'thumbnail',
  'category',
  'author',
  'published_at',
  'read_time',
] as const;

const isTextOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/**
 * Applies control-endpoint fields to a post (a copy), in the API's own field names.
 * `category`: a known category slug or `{ id, name, slug }`; `author`: null, a known author
 * key, or `{ name, photo?, bio? }`; `body`: HTML, or a list of blocks joined by "\n".
 */
export function applyPostFields(
  origin: string,
  base: UpstreamPost,
  input: Json,
): { post: UpstreamPost; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const post: UpstreamPost = { ...base };
  for (const key of Object.keys(input)) {
    if (!(POST_FIELDS as readonly string[]).includes(key)) {
      errors[key] = [`Unknown field; the fields are ${POST_FIELDS.join(', ')}.`];
    }
  }
  const has = (key: string): boolean => Object.hasOwn(input, key);

  if (has('slug')) {
    const slug = input.slug;
    if (
      typeof slug !== 'string' ||
      !/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(slug) ||
      /^\d+$/.test(slug)
    ) {
      errors.slug = ['The slug must be letters, digits, - or _, and not only digits.'];
    } else post.slug = slug;
  }
  if (has('title')) {
    if (typeof input.title === 'string') post.title = input.title;
    else errors.title = ['The title must be text.'];
  }
  if (has('excerpt')) {
    if (isTextOrNull(input.excerpt)) post.excerpt = input.excerpt;
    else errors.excerpt = ['The excerpt must be text or null.'];
  }
  if (has('body')) {
    const body = input.body;
    if (typeof body === 'string') post.body = body;
    else if (Array.isArray(body) && body.every((block) => typeof block === 'string')) {
      post.body = body.join('\n');
    } else errors.body = ['The body must be HTML text or a list of HTML blocks.'];
  }
  if (has('thumbnail')) {
    if (isTextOrNull(input.thumbnail)) post.thumbnail = input.thumbnail;
    else errors.thumbnail = ['The thumbnail must be a URL or null.'];
  }
  if (has('category')) {
    const category = input.category;
    const known = typeof category === 'string' ? categoryBySlug(category) : undefined;
    if (known) post.category = { ...known };
    else if (
      isObject(category) &&
      typeof category.id === 'number' &&
      typeof category.name === 'string' &&
      typeof category.slug === 'string'
    ) {
      post.category = { id: category.id, name: category.name, slug: category.slug };
    } else {
      const slugs = upstreamCategories.map((item) => item.slug).join(', ');
      errors.category = [`The category must be one of ${slugs}, or { id, name, slug }.`];
    }
  }
  if (has('author')) {
    const author = input.author;
    if (author === null) post.author = null;
    else if (typeof author === 'string' && upstreamAuthors.some((item) => item.key === author)) {
      post.author = authorJson(origin, author);
    } else if (
      isObject(author) &&
      typeof author.name === 'string' &&
      (author.photo === undefined || isTextOrNull(author.photo)) &&
      (author.bio === undefined || typeof author.bio === 'string')
    ) {
      post.author = {
        name: author.name,
        photo: author.photo ?? null,
        bio: typeof author.bio === 'string' ? author.bio : '',
      };
    } else {
      const keys = upstreamAuthors.map((item) => item.key).join(', ');
      errors.author = [`The author must be null, one of ${keys}, or { name, photo?, bio? }.`];
    }
  }
  if (has('published_at')) {
    const value = input.published_at;
    if (value === null) post.published_at = null;
    else if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
      post.published_at = new Date(value).toISOString();
    } else errors.published_at = ['The published_at field must be a date or null.'];
  }
  if (has('read_time')) {
    if (isTextOrNull(input.read_time)) post.read_time = input.read_time;
    else errors.read_time = ['The read_time must be text like "3 min read", or null.'];
  } else if (has('body') && base.read_time !== null) {
    post.read_time = readTimeFor(post.body);
  }
  return { post, errors };
}
