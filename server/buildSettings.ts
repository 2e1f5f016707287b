import fs from 'node:fs';
import path from 'node:path';

/**
 * The settings a build is made with. They are read from the environment once, by the
 * build; the build bakes them into the bundles and records them beside the server bundle,
 * and the server and the page generator read that record, so nothing can run against a
 * different API than the pages call.
 */
export interface BuildSettings {
  /** Where browsers call the blog API: `/api` (the bundled reference API) or an http(s) URL. */
  apiBaseUrl: string;
  /** Public origin of the site, for canonical URLs, the sitemap and the feed. */
  siteUrl: string;
  /** Posts older than this are refreshed (server caches, and in the browser on mount). */
  contentMaxAgeSeconds: number;
  /**
   * Where the contact form posts: `{apiBaseUrl}/contact-requests` unless set, a path on
   * this site or an http(s) URL (a forms service keeping docs/api.openapi.yaml's contract).
   */
  contactEndpoint: string;
  /**
   * A host's image service for post images the build did not make variants of (posts
   * published after it): a URL template with `{url}` and `{width}`; null: the original.
   */
  imageServiceUrl: string | null;
}

/** The only API path a build can call without an address: the bundled reference API. */
export const BUNDLED_API_PATH = '/api';
export const BUILD_SETTINGS_FILE = 'build-settings.json';
export const DEFAULT_CONTENT_MAX_AGE_SECONDS = 60;

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** `/api`, or an absolute http(s) URL without a query or fragment; no trailing slash. */
export function parseApiBaseUrl(raw: string | undefined): string {
  const value = (nonEmpty(raw) ?? BUNDLED_API_PATH).replace(/\/+$/, '');
  const isSitePath = /^\/(?!\/)[^?#\s]*$/.test(value);
  if (isSitePath || (isHttpUrl(value) && !/[?#]/.test(value))) return value || '/';
  throw new Error(
    `API_BASE_URL must be an http(s) address such as https://admin.example.com.au/api, ` +
      `or a path on this site such as /api; got "${value}".`,
  );
}

export function parseSiteUrl(raw: string | undefined): string {
  const value = (nonEmpty(raw) ?? 'http://localhost:8080').replace(/\/+$/, '');
  if (isHttpUrl(value) && new URL(value).pathname === '/' && !/[?#]/.test(value)) return value;
  throw new Error(
    `SITE_URL must be the site's http(s) origin such as https://www.example.com.au; got "${value}".`,
  );
}

export function parseContentMaxAge(raw: string | undefined): number {
  const value = nonEmpty(raw);
  if (value === undefined) return DEFAULT_CONTENT_MAX_AGE_SECONDS;
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 86_400) return Number(value);
  throw new Error(
    `CONTENT_MAX_AGE_SECONDS must be a whole number of seconds from 1 to 86400; got "${value}".`,
  );
}

export const CONTACT_REQUESTS_PATH = '/contact-requests';

/** A path on this site or an absolute http(s) URL, kept exactly; no query or fragment. */
export function parseContactEndpoint(raw: string | undefined, apiBaseUrl: string): string {
  const value = nonEmpty(raw) ?? `${apiBaseUrl.replace(/\/$/, '')}${CONTACT_REQUESTS_PATH}`;
  const isSitePath = /^\/(?!\/)[^?#\s]*$/.test(value);
  if (isSitePath || (isHttpUrl(value) && !/[?#\s]/.test(value))) return value;
  throw new Error(
    `CONTACT_ENDPOINT must be an http(s) address such as https://forms.example.com.au/contact-requests, ` +
      `or a path on this site such as /api/contact-requests; got "${value}".`,
  );
}

/** An http(s) or site-path template naming `{url}` and `{width}`, kept exactly; or null. */
export function parseImageServiceUrl(raw: string | undefined): string | null {
  const value = nonEmpty(raw);
  if (value === undefined) return null;
  const filled = value.replaceAll('{url}', 'u').replaceAll('{width}', '1');
  const isSitePath = /^\/(?!\/)\S*$/.test(filled);
  if (value.includes('{url}') && value.includes('{width}') && (isSitePath || isHttpUrl(filled))) {
    return value;
  }
  throw new Error(
    'IMAGE_SERVICE_URL must be an http(s) address or a path with {url} and {width}, such as ' +
      `/.netlify/images?url={url}&w={width}; got "${value}".`,
  );
}

/** Reads and checks the build settings; an impossible value throws a message naming it. */
export function readBuildSettings(env: Env = process.env): BuildSettings {
  const apiBaseUrl = parseApiBaseUrl(env.API_BASE_URL);
  return {
    apiBaseUrl,
    siteUrl: parseSiteUrl(env.SITE_URL),
    contentMaxAgeSeconds: parseContentMaxAge(env.CONTENT_MAX_AGE_SECONDS),
    contactEndpoint: parseContactEndpoint(env.CONTACT_ENDPOINT, apiBaseUrl),
    imageServiceUrl: parseImageServiceUrl(env.IMAGE_SERVICE_URL),
  };
}

/** The origin of an API on another host, or null for a path on this site. */
export const apiOriginOf = (apiBaseUrl: string): string | null =>
  apiBaseUrl.startsWith('/') ? null : new URL(apiBaseUrl).origin;

/** The origin of the image service when it is another host, or null. */
export const imageServiceOriginOf = (imageServiceUrl: string | null): string | null =>
  imageServiceUrl === null || imageServiceUrl.startsWith('/')
    ? null
    : new URL(imageServiceUrl.replaceAll('{url}', 'u').replaceAll('{width}', '1')).origin;

/** The origin the contact form posts to when it is another host, or null for this site. */
export const contactOriginOf = (contactEndpoint: string): string | null =>
  contactEndpoint.startsWith('/') ? null : new URL(contactEndpoint).origin;

/** Where a build records its settings: beside the server bundle, not among public files. */
export const buildSettingsFile = (distDir: string): string =>
  path.join(`${distDir}-server`, BUILD_SETTINGS_FILE);

/** The settings the build in `distDir` was made with, or null when there is no build. */
export function loadBuildSettings(distDir: string): BuildSettings | null {
  const file = buildSettingsFile(distDir);
  if (!fs.existsSync(file)) return null;
  const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BuildSettings>;
  return readBuildSettings({
    API_BASE_URL: recorded.apiBaseUrl,
    SITE_URL: recorded.siteUrl,
    CONTENT_MAX_AGE_SECONDS: String(recorded.contentMaxAgeSeconds ?? ''),
    // A record from before the setting existed gets the default, as its build did.
    CONTACT_ENDPOINT: recorded.contactEndpoint,
    IMAGE_SERVICE_URL: recorded.imageServiceUrl ?? undefined,
  });
}

const SETTING_NAMES: Record<keyof BuildSettings, string> = {
  apiBaseUrl: 'API_BASE_URL',
  siteUrl: 'SITE_URL',
  contentMaxAgeSeconds: 'CONTENT_MAX_AGE_SECONDS',
  contactEndpoint: 'CONTACT_ENDPOINT',
  imageServiceUrl: 'IMAGE_SERVICE_URL',
};

/**
 * Settings given to a server that differ from the ones its build was made with. The
 * pages would call one API and the server another, so such a start is refused.
 */
export function conflictsWithBuild(built: BuildSettings, env: Env): string[] {
  const given: Partial<BuildSettings> = {
    apiBaseUrl: nonEmpty(env.API_BASE_URL) && parseApiBaseUrl(env.API_BASE_URL),
    siteUrl: nonEmpty(env.SITE_URL) && parseSiteUrl(env.SITE_URL),
    contentMaxAgeSeconds:
      nonEmpty(env.CONTENT_MAX_AGE_SECONDS) && parseContentMaxAge(env.CONTENT_MAX_AGE_SECONDS),
    // Only an endpoint given explicitly is compared: the default follows API_BASE_URL.
    contactEndpoint:
      nonEmpty(env.CONTACT_ENDPOINT) &&
      parseContactEndpoint(env.CONTACT_ENDPOINT, built.apiBaseUrl),
    imageServiceUrl: nonEmpty(env.IMAGE_SERVICE_URL) && parseImageServiceUrl(env.IMAGE_SERVICE_URL),
  } as Partial<BuildSettings>;
  return (Object.keys(SETTING_NAMES) as (keyof BuildSettings)[]).flatMap((key) => {
    const value = given[key];
    return value && value !== built[key]
      ? [`${SETTING_NAMES[key]} is "${value}" but the build was made with "${built[key]}"`]
      : [];
  });
}
