import { isSvg } from '@/lib/images';

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

export type SourceDecision = FetchTarget | { refused: string };

export const MAX_SOURCE_URL_LENGTH = 2048;

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
    if (isSvg(url.href)) return { refused: 'SVG images are shown as they are, not resized.' };
    const path = `${url.pathname}${url.search}`;
    if (url.origin === siteOrigin || (address.startsWith('/') && !address.startsWith('//'))) {
      return { url: new URL(path, settings.selfUrl()), privateAllowed: true };
    }
    // Admin hosts often share the site's private network: the operator named this one.
    if (apiOrigin !== null && url.origin === apiOrigin) {
      return {
        url: internalOrigin === null ? url : new URL(path, internalOrigin),
        privateAllowed: true,
      };
    }
    if (internalOrigin !== null && url.origin === internalOrigin) {
      return { url, privateAllowed: true };
    }
    return { refused: 'The url parameter names a host this site does not show images from.' };
  };
}

export type ImageSourcePolicy = ReturnType<typeof imageSourcePolicy>;
