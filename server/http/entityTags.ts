import { createHash } from 'node:crypto';

/** A strong validator for a body: the start of its SHA-256, changing with any byte of it. */
export const strongEtag = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a request's If-None-Match names `etag`, so a 304 without a body answers it: any
 * of a list, `*`, and weakly compared (a `W/` tag matches), as RFC 9110 says for this header.
 */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === undefined || value.trim() === '') return false;
  if (value.trim() === '*') return true;
  return value.split(',').some((tag) => opaqueTag(tag) === opaqueTag(etag));
}
