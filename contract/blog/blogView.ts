import type { CategoryCount, ListCheck, PostSummary } from './blogTypes';
import { listCheckOf, summaryOf } from './postContext';
import type { Posts } from './postSelectors';
import { byName } from './postSelectors';
import type { BlogFilter } from './blogFilterQuery';

export const PAGE_SIZE = 6;

/** Whether the address chose a category, and whether the blog has it. */
export type CategoryCheck = 'all' | 'known' | 'unknown';

/**
 * What the list shows for one address: a page of posts and what the page says of the rest,
 * never the archive (docs/decisions/025-blog-views.md). The site's server answers it for any
 * filter; elsewhere the browser cuts it from the lists it has.
 */
export interface BlogView {
  /** The page's posts, ranked, at most PAGE_SIZE. */
  posts: PostSummary[];
  /** Posts matching the search, in any category. */
  found: number;
  /** Posts matching the search and the category. */
  matching: number;
  /** The page shown: the asked-for page, within the pages there are. */
  page: number;
  pageCount: number;
  /** Every category of the blog, counted in the search's matches (0 where it matched none). */
  categories: CategoryCount[];
  categoryCheck: CategoryCheck;
  /** The blog's categories, counted in the whole blog. */
  blogCategories: CategoryCount[];
  /** The archive the view was cut from: its size and newest posts, to tell if it changed. */
  list: ListCheck;
}

const countsOf = (posts: Posts): CategoryCount[] => {
  const counts = new Map<string, number>();
  for (const post of posts)
    counts.set(post.category.name, (counts.get(post.category.name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort(byName);
};

/** Undated posts count as the oldest. */
const publishedTime = (post: PostSummary): number => {
  const time = post.publishedAt === null ? Number.NaN : Date.parse(post.publishedAt);
  return Number.isNaN(time) ? -Infinity : time;
};

/**
 * A search's matches as the list shows them: posts with the words in their title first, then
 * those the API matched in the excerpt or body only; newest first within each.
 */
export function rankedMatches(matches: Posts, search: string): Posts {
  if (search === '') return matches;
  const words = search.toLowerCase();
  return matches
    .map((post) => ({
      post,
      inTitle: post.title.toLowerCase().includes(words),
      time: publishedTime(post),
    }))
    .sort((a, b) =>
      a.inTitle !== b.inTitle ? Number(b.inTitle) - Number(a.inTitle) : b.time - a.time || 0,
    )
    .map(({ post }) => post);
}

/** What a view says of the whole blog, whatever its filter: its categories and its list. */
export type BlogOverview = Pick<BlogView, 'blogCategories' | 'list'>;

/**
 * The view of `filter`: `archive` is every post (no search), `matches` the API's answer to the
 * search (the archive itself when there is none).
 */
export const blogViewOf = (archive: Posts, matches: Posts, filter: BlogFilter): BlogView =>
  blogViewFrom({ blogCategories: countsOf(archive), list: listCheckOf(archive) }, matches, filter);

/** The view of `filter` from the blog's `overview` (another view's) and the search's matches. */
export function blogViewFrom(
  { blogCategories, list }: BlogOverview,
  matches: Posts,
  filter: BlogFilter,
): BlogView {
  const ranked = rankedMatches(matches, filter.search);
  const counted = countsOf(ranked);
  const seen = new Set(counted.map((item) => item.name));
  const missing = blogCategories.filter((item) => !seen.has(item.name));
  const categories =
    missing.length === 0
      ? counted
      : [...counted, ...missing.map(({ name }) => ({ name, count: 0 }))].sort(byName);
  const { category } = filter;
  const categoryCheck: CategoryCheck =
    category === null
      ? 'all'
      : seen.has(category) || blogCategories.some((item) => item.name === category)
        ? 'known'
        : 'unknown';
  const filtered =
    category === null ? ranked : ranked.filter((post) => post.category.name === category);
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  return {
    posts: filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(summaryOf),
    found: ranked.length,
    matching: filtered.length,
    page,
    pageCount,
    categories,
    categoryCheck,
    blogCategories,
    list,
  };
}
