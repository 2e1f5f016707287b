import { isSvg } from '@contract/images/images';
import { IMAGE_ENDPOINT_PATH } from '@contract/siteServer';

export interface SourcePolicySettings {
  apiBaseUrl: string;
  apiInternalUrl: string | null;
  siteUrl: string;
  selfUrl: () => string;
}

export interface FetchTarget {
  url: URL;
  /**
   * The host is configuration (API_BASE_URL, API_INTERNAL_URL, this server): whatever address
   * its name resolves to for the connection is reached, private ones included.
   */
  privateAllowed: boolean;
}

/** An allowed source: where it is fetched, and the one spelling it is cached under. */
export interface AllowedSource extends FetchTarget {
  canonical: string;
}

export type SourceDecision = AllowedSource | { refused: string };

export const MAX_SOURCE_URL_LENGTH = 2048;

export const OTHER_HOST = 'The url parameter names a host this site does not show images from.';

/**
 * One spelling per file, so a cache keyed by it cannot be multiplied: every percent-escape
 * decoded and made again the one way, runs of slashes as one (servers such as nginx merge them),
 * dot segments resolved. Null for an escape that is not UTF-8 or a control character.
 */
export function canonicalPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (/[\p{Cc}\\]/u.test(decoded)) return null;
  const encoded = decoded
    .replace(/\/{2,}/g, '/')
    .split('/')
    .map(encodeURIComponent)
    .join('/');
  return new URL(encoded, 'https://site.invalid').pathname;
}

const isImageEndpoint = (pathname: string) =>
  pathname === IMAGE_ENDPOINT_PATH || pathname.startsWith(`${IMAGE_ENDPOINT_PATH}/`);

const originOf = (value: string | null): string | null => {
  if (value === null || value.startsWith('/')) return null;
  return new URL(value).origin;
};

export function imageSourcePolicy(settings: SourcePolicySettings) {
  const apiOrigin = originOf(settings.apiBaseUrl);
  const internalOrigin = originOf(settings.apiInternalUrl);
  const siteOrigin = new URL(settings.siteUrl).origin;

  return (address: string): SourceDecision => {
    if (address.length > MAX_SOURCE_URL_LENGTH || /[\s\\]/.test(address)) {
      return { refused: 'The url parameter is not an image address.' };
    }
    let url: URL;
    try {
      url = new URL(address, siteOrigin);
    } catch {
      return { refused: 'The url parameter is not an image address.' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return { refused: 'The url parameter must be an http(s) address.' };
    }
    if (url.username || url.password) {
      return { refused: 'The url parameter must not carry a login.' };
    }
    // A query string would make every variant of a file anew for each value given to it.
    if (url.search !== '' || address.includes('?')) {
      return { refused: 'The url parameter must name an image without a query string.' };
    }
    const pathname = canonicalPath(url.pathname);
    if (pathname === null) return { refused: 'The url parameter is not an image address.' };
    if (isImageEndpoint(pathname)) {
      return { refused: 'The url parameter must name an image, not another resized one.' };
    }
    if (isSvg(pathname)) return { refused: 'SVG images are shown as they are, not resized.' };
    if (url.origin === siteOrigin || (address.startsWith('/') && !address.startsWith('//'))) {
      return {
        url: new URL(pathname, settings.selfUrl()),
        privateAllowed: true,
        canonical: `${siteOrigin}${pathname}`,
      };
    }
    // Admin hosts often share the site's private network: the operator named this one.
    if (apiOrigin !== null && url.origin === apiOrigin) {
      return {
        url: new URL(pathname, internalOrigin ?? apiOrigin),
        privateAllowed: true,
        canonical: `${apiOrigin}${pathname}`,
      };
    }
    if (internalOrigin !== null && url.origin === internalOrigin) {
      return {
        url: new URL(pathname, internalOrigin),
        privateAllowed: true,
        canonical: `${apiOrigin ?? internalOrigin}${pathname}`,
      };
    }
    return { refused: OTHER_HOST };
  };
}

export type ImageSourcePolicy = ReturnType<typeof imageSourcePolicy>;
