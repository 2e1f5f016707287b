import type { BlogFilter } from './blogFilterQuery';

/**
 * Where the build writes, for static hosts, each page of the list (all posts and each
 * category) and each post's context as they were at build time, so a browser with no site
 * server reads the page it shows rather than the archive (docs/decisions/025-blog-views.md).
 */
export const BUILT_VIEWS_PATH = '/_blog/built';

/** Slugs that are safe as one file or folder name; any other post has no files of its own. */
export const isFileSafeSlug = (slug: string): boolean =>
  /^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/.test(slug);

/** A category's file name: its name in lower-case letters, digits and hyphens ('' if none). */
export const categoryFileName = (category: string): string =>
  category
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);

/** The build's file of an unsearched view, or null: searches are never built. */
export function builtViewPath({ search, category, page }: BlogFilter): string | null {
  if (search !== '') return null;
  if (category === null) return `${BUILT_VIEWS_PATH}/all/${page}.json`;
  const name = categoryFileName(category);
  return name === '' ? null : `${BUILT_VIEWS_PATH}/category/${name}/${page}.json`;
}

export const builtContextPath = (slug: string): string | null =>
  isFileSafeSlug(slug) ? `${BUILT_VIEWS_PATH}/context/${slug}.json` : null;
