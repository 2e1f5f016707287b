import * as v from 'valibot';
import type { ListedPost, PageInfo, Post, PostsPage, PostSummary } from './blogTypes';
import { resolveImageUrl } from '../images/resolveImageUrl';

/** Every API response is checked here (docs/decisions/012-valibot-at-the-boundary.md). */

const count = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)),
]);

const optionalText = v.nullish(v.string());

/** What every post carries, in a list or on its own. */
const summaryEntries = {
  id: v.pipe(v.number(), v.integer()),
  slug: v.pipe(v.string(), v.trim(), v.minLength(1, 'A post has an empty slug.')),
  title: v.string(),
  excerpt: optionalText,
  thumbnail: optionalText,
  category: v.object({
    id: v.nullish(v.number()),
    name: v.string(),
    slug: optionalText,
  }),
  published_at: optionalText,
  read_time: v.nullish(v.union([v.string(), v.number()])),
};

/** The fields a post's own route adds; a lean list leaves them out. */
const detailEntries = {
  photo: optionalText,
  author: v.nullish(
    v.object({
      name: v.string(),
      photo: optionalText,
      bio: optionalText,
    }),
  ),
};

const postSchema = v.object({ ...summaryEntries, ...detailEntries, body: v.string() });

const listedPostSchema = v.object({
  ...summaryEntries,
  ...detailEntries,
  body: v.optional(v.string()),
});

const metaSchema = v.object({
  current_page: v.optional(count),
  last_page: v.optional(count),
  per_page: v.optional(count),
  total: v.nullish(count),
});

const bareListSchema = v.array(listedPostSchema);

const paginatedListSchema = v.object({
  data: v.array(listedPostSchema),
  meta: v.nullish(metaSchema),
  links: v.nullish(v.unknown()),
});

const singleSchema = v.object({ data: postSchema });

type PostJson = v.InferOutput<typeof postSchema>;
type ListedPostJson = v.InferOutput<typeof listedPostSchema>;
type MetaJson = v.InferOutput<typeof metaSchema>;

export const UNCATEGORISED = 'Uncategorised';

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const validDate = (value: string | null | undefined): string | null => {
  const trimmed = blankToNull(value);
  return trimmed !== null && !Number.isNaN(Date.parse(trimmed)) ? trimmed : null;
};

const readTime = (value: string | number | null | undefined): string | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? `${value} min read` : null;
  return blankToNull(value);
};

const normaliseSummary = (json: ListedPostJson, answeredFrom: string): PostSummary => ({
  id: json.id,
  slug: json.slug,
  title: json.title.trim(),
  excerpt: json.excerpt?.trim() ?? '',
  thumbnail: resolveImageUrl(json.thumbnail, answeredFrom),
  category: {
    id: json.category.id ?? null,
    name: json.category.name.trim() || UNCATEGORISED,
    slug: blankToNull(json.category.slug),
  },
  publishedAt: validDate(json.published_at),
  readTime: readTime(json.read_time),
});

export const normalisePost = (json: PostJson, answeredFrom: string): Post => ({
  ...normaliseSummary(json, answeredFrom),
  body: json.body,
  bodyBase: answeredFrom,
  photo: resolveImageUrl(json.photo, answeredFrom),
  author: json.author
    ? {
        name: json.author.name.trim(),
        photo: resolveImageUrl(json.author.photo, answeredFrom),
        bio: json.author.bio?.trim() ?? '',
      }
    : null,
});

const normaliseListed = (json: ListedPostJson, answeredFrom: string): ListedPost => {
  const { body } = json;
  return {
    ...normaliseSummary(json, answeredFrom),
    full: body === undefined ? null : normalisePost({ ...json, body }, answeredFrom),
  };
};

const pageInfoFrom = (meta: MetaJson | null | undefined, received: number): PageInfo | null => {
  if (!meta || meta.last_page === undefined) return null;
  return {
    currentPage: meta.current_page ?? 1,
    lastPage: meta.last_page,
    perPage: meta.per_page ?? received,
    total: meta.total ?? null,
  };
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const describeIssues = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): string => {
  const first = issues[0];
  const path = first.path?.map((item) => String(item.key)).join('.') ?? '(root)';
  return `${path}: ${first.message}`;
};

/** Checks a `GET /posts` answer: a paginated object, or a bare array; lean items are fine. */
export function parsePostsResponse(json: unknown, answeredFrom: string): Parsed<PostsPage> {
  if (Array.isArray(json)) {
    const bare = v.safeParse(bareListSchema, json);
    if (!bare.success) return { ok: false, problem: describeIssues(bare.issues) };
    return {
      ok: true,
      value: {
        posts: bare.output.map((post) => normaliseListed(post, answeredFrom)),
        pageInfo: null,
      },
    };
  }
  const result = v.safeParse(paginatedListSchema, json);
  if (!result.success) return { ok: false, problem: describeIssues(result.issues) };
  const output = result.output;
  return {
    ok: true,
    value: {
      posts: output.data.map((post) => normaliseListed(post, answeredFrom)),
      pageInfo: pageInfoFrom(output.meta, output.data.length),
    },
  };
}

/** Checks a `GET /posts/{slug}` answer (`answeredFrom`: its public URL). */
export function parsePostResponse(json: unknown, answeredFrom: string): Parsed<Post> {
  const result = v.safeParse(singleSchema, json);
  if (!result.success) return { ok: false, problem: describeIssues(result.issues) };
  return { ok: true, value: normalisePost(result.output.data, answeredFrom) };
}

/** A summary as the site's server sends it (in a `BlogView`): already normalised. */
const summarySchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  slug: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  excerpt: v.string(),
  // Resolved by the server already; checked again, so only web images reach the page.
  thumbnail: v.pipe(
    v.nullable(v.string()),
    v.transform((value) => resolveImageUrl(value, '/')),
  ),
  category: v.object({
    id: v.nullable(v.number()),
    name: v.string(),
    slug: v.nullable(v.string()),
  }),
  publishedAt: v.nullable(v.string()),
  readTime: v.nullable(v.string()),
});

const wholeNumber = v.pipe(v.number(), v.integer(), v.minValue(0));
const categoryCountsSchema = v.array(v.object({ name: v.string(), count: wholeNumber }));
const listCheckSchema = v.object({ total: wholeNumber, newest: v.array(v.number()) });
const linkSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  slug: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  publishedAt: v.nullable(v.string()),
});

const blogViewSchema = v.object({
  posts: v.array(summarySchema),
  found: wholeNumber,
  matching: wholeNumber,
  page: v.pipe(wholeNumber, v.minValue(1)),
  pageCount: v.pipe(wholeNumber, v.minValue(1)),
  categories: categoryCountsSchema,
  categoryCheck: v.picklist(['all', 'known', 'unknown']),
  blogCategories: categoryCountsSchema,
  list: listCheckSchema,
});

const postContextSchema = v.object({
  listed: v.boolean(),
  previous: v.nullable(linkSchema),
  next: v.nullable(linkSchema),
  related: v.array(linkSchema),
  popularPool: v.array(linkSchema),
  categories: categoryCountsSchema,
  list: listCheckSchema,
});

const parsedWith =
  <S extends v.GenericSchema>(schema: S) =>
  (json: unknown): Parsed<v.InferOutput<S>> => {
    const result = v.safeParse(schema, json);
    return result.success
      ? { ok: true, value: result.output }
      : { ok: false, problem: describeIssues(result.issues) };
  };

/** Checks the site server's page of the list (`BLOG_VIEW_PATH`); extra fields are dropped. */
export const parseBlogViewResponse = parsedWith(blogViewSchema);

/** Checks summaries the site's server kept (its copy of the list, read back after a restart). */
export const parsePostSummaries = parsedWith(v.array(summarySchema));

/** Checks the site server's neighbours of a post (`POST_CONTEXT_PATH`). */
export const parsePostContextResponse = parsedWith(postContextSchema);
