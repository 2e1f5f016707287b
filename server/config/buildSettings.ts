import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import type { Env } from './envSchema';
import { isHttpUrl, parseEnv, refuse, setting } from './envSchema';

/** The only API path a build can call without an address: the bundled reference API. */
export const BUNDLED_API_PATH = '/api';
export const BUILD_SETTINGS_FILE = 'build-settings.json';
/** FORMS_URL's value for "this site has no forms server". */
export const NO_FORMS = 'none';

const sitePath = (value: string) => /^\/(?!\/)[^?#\s]*$/.test(value);
const withoutQuery = (value: string) => isHttpUrl(value) && !/[?#]/.test(value);

/**
 * The settings a build is made with: baked into the bundles and recorded beside the server
 * bundle, where the server and the page generator read them (see docs/configuration.md).
 */
const buildEntries = {
  API_BASE_URL: setting((given = BUNDLED_API_PATH) => {
    const value = given.replace(/\/+$/, '');
    if (sitePath(value) || withoutQuery(value)) return value || '/';
    return refuse(
      'API_BASE_URL must be an http(s) address such as https://admin.example.com.au/api, ' +
        `or a path on this site such as /api; got "${value}".`,
    );
  }),
  SITE_URL: setting((given = 'http://localhost:8080') => {
    const value = given.replace(/\/+$/, '');
    if (withoutQuery(value) && new URL(value).pathname === '/') return value;
    return refuse(
      `SITE_URL must be the site's http(s) origin such as https://www.example.com.au; got "${value}".`,
    );
  }),
  CONTENT_MAX_AGE_SECONDS: setting((value = '60') =>
    /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 86_400
      ? Number(value)
      : refuse(
          `CONTENT_MAX_AGE_SECONDS must be a whole number of seconds from 1 to 86400; got "${value}".`,
        ),
  ),
  FORMS_URL: setting((given = '') => {
    const value = given.replace(/\/+$/, '');
    if (value === '' || (withoutQuery(value) && !/\s/.test(value))) return value;
    if (value.toLowerCase() === NO_FORMS) return null;
    return refuse(
      `FORMS_URL must be the address of the server that takes the site's forms, such as ` +
        `https://forms.example.com.au, or "${NO_FORMS}" for a site without forms; leave it unset ` +
        `when this site's own server takes them. Got "${value}".`,
    );
  }),
  IMAGE_SERVICE_URL: setting((value) => {
    if (value === undefined) return null;
    const filled = value.replaceAll('{url}', 'u').replaceAll('{width}', '1');
    const named = value.includes('{url}') && value.includes('{width}');
    if (named && (/^\/(?!\/)\S*$/.test(filled) || isHttpUrl(filled))) return value;
    return refuse(
      'IMAGE_SERVICE_URL must be an http(s) address or a path with {url} and {width}, such as ' +
        `/.netlify/images?url={url}&w={width}; got "${value}".`,
    );
  }),
  CONTACT_ENDPOINT: setting((value) =>
    value === undefined
      ? undefined
      : refuse(
          "CONTACT_ENDPOINT is no longer read: the forms go to the site's own server, or to the " +
            'server at FORMS_URL (see docs/configuration.md).',
        ),
  ),
};

export const buildSchema = v.pipe(
  v.object(buildEntries),
  v.transform((s) => ({
    /** Where browsers call the blog API: `/api` (the bundled reference API) or an http(s) URL. */
    apiBaseUrl: s.API_BASE_URL,
    /** Public origin of the site, for canonical URLs, the sitemap and the feed. */
    siteUrl: s.SITE_URL,
    /** Posts older than this are refreshed (server caches, and in the browser on mount). */
    contentMaxAgeSeconds: s.CONTENT_MAX_AGE_SECONDS,
    /** '' for this site's own server, another instance's address, or null: no forms. */
    formsUrl: s.FORMS_URL,
    /** A URL template with `{url}` and `{width}` for images the build made no variants of. */
    imageServiceUrl: s.IMAGE_SERVICE_URL,
  })),
);
export type BuildSettings = v.InferOutput<typeof buildSchema>;

/** Reads and checks the build settings; an impossible value throws a message naming it. */
export const readBuildSettings = (env: Env = process.env): BuildSettings =>
  parseEnv(buildSchema, env);

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

const NAMES = {
  apiBaseUrl: 'API_BASE_URL',
  siteUrl: 'SITE_URL',
  contentMaxAgeSeconds: 'CONTENT_MAX_AGE_SECONDS',
  formsUrl: 'FORMS_URL',
  imageServiceUrl: 'IMAGE_SERVICE_URL',
} as const;
const shown = (value: unknown) => (value === null ? NO_FORMS : String(value));

/** The settings the build in `distDir` was made with, or null when there is no build. */
export function loadBuildSettings(distDir: string): BuildSettings | null {
  const file = buildSettingsFile(distDir);
  if (!fs.existsSync(file)) return null;
  const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BuildSettings>;
  const env: Env = { FORMS_URL: recorded.formsUrl === null ? NO_FORMS : undefined };
  for (const [key, name] of Object.entries(NAMES)) {
    // A record from before a setting existed gets its default.
    const value = recorded[key as keyof BuildSettings];
    if (value !== undefined && value !== null) env[name] = String(value);
  }
  return readBuildSettings(env);
}

/**
 * Settings given to a server that differ from the ones its build was made with: the pages
 * would call one API and the server another, so such a start is refused. Unset: as built.
 */
export function conflictsWithBuild(built: BuildSettings, env: Env): string[] {
  const given = readBuildSettings({ ...env, CONTACT_ENDPOINT: undefined });
  return (Object.keys(NAMES) as (keyof BuildSettings)[]).flatMap((key) =>
    env[NAMES[key]]?.trim() && given[key] !== '' && given[key] !== built[key]
      ? [
          `${NAMES[key]} is "${shown(given[key])}" but the build was made with "${shown(built[key])}"`,
        ]
      : [],
  );
}
