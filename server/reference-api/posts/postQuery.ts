import type { FieldErrors } from '../../http/errors';
import { ValidationError } from '../../http/errors';

export interface PostListQuery {
  search: string;
  perPage: number | null;
  page: number;
}

export const MAX_PER_PAGE = 100;
const PER_PAGE_LIMIT = 1000;
const PAGE_LIMIT = 100_000;
const SEARCH_LIMIT = 200;

type RawQuery = Record<string, unknown>;

const INVALID = Symbol('invalid');

const single = (
  query: RawQuery,
  name: string,
  errors: FieldErrors,
): string | undefined | typeof INVALID => {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    errors[name] = [`The ${name} field must be a single value.`];
    return INVALID;
  }
  return value;
};

const wholeNumber = (
  query: RawQuery,
  name: string,
  max: number,
  errors: FieldErrors,
): number | null => {
  const raw = single(query, name, errors);
  if (raw === INVALID || raw === undefined || raw.trim() === '') return null;
  const text = raw.trim();
  if (!/^\d+$/.test(text)) {
    errors[name] = [`The ${name} field must be a whole number.`];
    return null;
  }
  const value = Number(text);
  if (value < 1) errors[name] = [`The ${name} field must be at least 1.`];
  else if (value > max) errors[name] = [`The ${name} field must not be greater than ${max}.`];
  return errors[name] ? null : value;
};

export const summarise = (errors: FieldErrors): string => {
  const messages = Object.values(errors).flat();
  const extra = messages.length - 1;
  if (extra === 0) return messages[0] ?? 'The given data was invalid.';
  return `${messages[0]} (and ${extra} more error${extra === 1 ? '' : 's'})`;
};

/** `perPageLimit`: a larger per_page is refused; one up to it is capped at MAX_PER_PAGE. */
export function parsePostListQuery(query: RawQuery, perPageLimit = PER_PAGE_LIMIT): PostListQuery {
  const errors: FieldErrors = {};
  const perPage = wholeNumber(query, 'per_page', perPageLimit, errors);
  const page = wholeNumber(query, 'page', PAGE_LIMIT, errors);
  const rawSearch = single(query, 'search', errors);
  const search = typeof rawSearch === 'string' ? rawSearch.trim() : '';
  if ([...search].length > SEARCH_LIMIT) {
    errors.search = [`The search field must not be greater than ${SEARCH_LIMIT} characters.`];
  } else if (/\p{Cc}/u.test(search)) {
    // SQLite ends a bound string at NUL, which made `%00` match every post.
    errors.search = ['The search field must not contain control characters.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, summarise(errors));

  return {
    search,
    perPage: perPage === null ? null : Math.min(perPage, MAX_PER_PAGE),
    page: page ?? 1,
  };
}
