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
   * Where the site's forms are sent: '' for this site's own server (the default), the
   * address of another instance of it (a site on a static host), or null: no forms server,
   * so the forms are not shown.
   */
  formsUrl: string | null;
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

/** FORMS_URL's value for "this site has no forms server". */
export const NO_FORMS = 'none';

/** '' (this site), an http(s) address without query or fragment, or null for `none`. */
export function parseFormsUrl(raw: string | undefined): string | null {
  const value = (nonEmpty(raw) ?? '').replace(/\/+$/, '');
  if (value === '') return '';
  if (value.toLowerCase() === NO_FORMS) return null;
  if (isHttpUrl(value) && !/[?#\s]/.test(value)) return value;
  throw new Error(
    `FORMS_URL must be the address of the server that takes the site's forms, such as ` +
      `https://forms.example.com.au, or "${NO_FORMS}" for a site without forms; leave it unset ` +
      `when this site's own server takes them. Got "${value}".`,
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
  if (nonEmpty(env.CONTACT_ENDPOINT) !== undefined) {
    throw new Error(
      "CONTACT_ENDPOINT is no longer read: the forms go to the site's own server, or to the " +
        'server at FORMS_URL (README, "Deploying").',
    );
  }
  return {
    apiBaseUrl: parseApiBaseUrl(env.API_BASE_URL),
    siteUrl: parseSiteUrl(env.SITE_URL),
    contentMaxAgeSeconds: parseContentMaxAge(env.CONTENT_MAX_AGE_SECONDS),
    formsUrl: parseFormsUrl(env.FORMS_URL),
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

/** The forms server's origin when it is another host; null for this site or none. */
export const formsOriginOf = (formsUrl: string | null): string | null =>
  formsUrl ? new URL(formsUrl).origin : null;

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
    // A record from before the setting existed gets the default.
    FORMS_URL: recorded.formsUrl === null ? NO_FORMS : recorded.formsUrl,
    IMAGE_SERVICE_URL: recorded.imageServiceUrl ?? undefined,
  });
}

const SETTING_NAMES: Record<keyof BuildSettings, string> = {
  apiBaseUrl: 'API_BASE_URL',
  siteUrl: 'SITE_URL',
  contentMaxAgeSeconds: 'CONTENT_MAX_AGE_SECONDS',
  formsUrl: 'FORMS_URL',
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
    // Only a value given explicitly is compared: unset means "as the build has it".
    formsUrl: nonEmpty(env.FORMS_URL) === undefined ? undefined : parseFormsUrl(env.FORMS_URL),
    imageServiceUrl: nonEmpty(env.IMAGE_SERVICE_URL) && parseImageServiceUrl(env.IMAGE_SERVICE_URL),
  } as Partial<BuildSettings>;
  const shown = (value: unknown) => (value === null ? NO_FORMS : String(value));
  return (Object.keys(SETTING_NAMES) as (keyof BuildSettings)[]).flatMap((key) => {
    const value = given[key];
    return value !== undefined && value !== '' && value !== built[key]
      ? [
          `${SETTING_NAMES[key]} is "${shown(value)}" but the build was made with "${shown(built[key])}"`,
        ]
      : [];
  });
}
