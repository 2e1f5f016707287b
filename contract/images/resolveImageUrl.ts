/** Stands in for the site's own origin while resolving against a site path such as /api/posts. */
const SITE = 'https://site.invalid';

/** An API image address resolved against the answer's URL (RFC 3986), relative or absolute. */
export function resolveImageUrl(
  value: string | null | undefined,
  answeredFrom: string,
): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const onSite = answeredFrom.startsWith('/');
  let url: URL;
  try {
    url = new URL(trimmed, onSite ? `${SITE}${answeredFrom}` : answeredFrom);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (onSite && url.origin === SITE) return `${url.pathname}${url.search}`;
  return url.href;
}

/** The public URL of `GET {apiBaseUrl}{path}`: what its relative addresses are relative to. */
export const answerUrl = (apiBaseUrl: string, path: string): string =>
  `${apiBaseUrl.replace(/\/+$/, '')}${path}`;
