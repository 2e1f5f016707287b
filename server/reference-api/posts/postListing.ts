import type { Db } from '../../store/sqlite';
import type { Paginated } from './pagination';
import { paginate } from './pagination';
import { parsePostListQuery } from './postQuery';
import type { PostJson } from './postResource';
import { toPostJson } from './postResource';
import type { PostRow } from './postStore';
import { findPostById, findPostBySlug, findPosts } from './postStore';

export interface ListingOptions {
  /** The collection's public URL: page links are built from it. */
  collectionUrl: string;
  /** The page size when the client sends no per_page; null answers every post on one page. */
  defaultPerPage?: number | null;
  perPageLimit?: number;
  toJson?: (row: PostRow) => PostJson;
}

/** GET /posts: search, newest first, one page of the Laravel paginator's shape. */
export function listPosts(
  db: Db,
  rawQuery: Record<string, unknown>,
  { collectionUrl, defaultPerPage = null, perPageLimit, toJson = toPostJson }: ListingOptions,
): Paginated<PostJson> {
  const asked = parsePostListQuery(rawQuery, perPageLimit);
  const perPage = asked.perPage ?? defaultPerPage;
  const page = perPage === null ? 1 : asked.page;
  const offset = perPage === null ? 0 : (page - 1) * perPage;
  const { rows, total } = findPosts(db, { search: asked.search, limit: perPage, offset });

  const query: Record<string, string> = {};
  if (asked.perPage !== null) query.per_page = String(asked.perPage);
  if (asked.search !== '') query.search = asked.search;

  return paginate({
    items: rows.map(toJson),
    total,
    perPage: perPage ?? total,
    currentPage: page,
    path: collectionUrl,
    query,
  });
}

/** GET /posts/{slug-or-id}: all digits is an id, anything else a slug. */
export const findPost = (db: Db, slugOrId: string): PostRow | undefined =>
  /^\d+$/.test(slugOrId) ? findPostById(db, Number(slugOrId)) : findPostBySlug(db, slugOrId);
