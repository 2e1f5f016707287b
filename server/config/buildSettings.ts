import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import type { Env } from './envSchema';
import { across, isHttpUrl, parseEnv, refuse, setting, text } from './envSchema';

/** The only API path a build can call without an address: the bundled reference API. */
export const BUNDLED_API_PATH = '/api';
export const BUILD_SETTINGS_FILE = 'build-settings.json';
/** FORMS_URL's value for "this site has no forms server". */
export const NO_FORMS = 'none';

const plainHttp = (value: string) => isHttpUrl(value) && !/[?#]/.test(value);
const noSlash = (value: string) => value.replace(/\/+$/, '');

/** Baked into the bundles and recorded beside the server bundle, which the server then follows. */
const buildEntries = {
  API_BASE_URL: setting((given = BUNDLED_API_PATH) =>
    /^\/(?!\/)[^?#\s]*$/.test(noSlash(given)) || plainHttp(noSlash(given))
      ? noSlash(given) || '/'
      : refuse(
          'an http(s) address such as https://admin.example.com.au/api, or a path on this site such as /api',
        ),
  ),
  SITE_URL: setting((given = 'http://localhost:8080') =>
    plainHttp(noSlash(given)) && new URL(given).pathname === '/'
      ? noSlash(given)
      : refuse("the site's http(s) origin such as https://www.example.com.au"),
  ),
  CONTENT_MAX_AGE_SECONDS: setting((value = '60') =>
    /^\d+$/.test(value) && +value >= 1 && +value <= 86_400
      ? Number(value)
      : refuse('a whole number of seconds from 1 to 86400'),
  ),
  FORMS_URL: setting((given = '') => {
    if (given.toLowerCase() === NO_FORMS) return null;
    const value = noSlash(given);
    if (value === '' || (plainHttp(value) && !/\s/.test(value))) return value;
    return refuse(
      "the address of the server that takes the site's forms, such as https://forms.example.com.au, " +
        `or "${NO_FORMS}" for a site without forms (unset: this site's own server takes them)`,
    );
  }),
  IMAGE_SERVICE_URL: setting((value) => {
    const filled = value?.replaceAll('{url}', 'u').replaceAll('{width}', '1') ?? '';
    const named = value?.includes('{url}') && value.includes('{width}');
    if (value === undefined || (named && (/^\/(?!\/)\S*$/.test(filled) || isHttpUrl(filled))))
      return value ?? null;
    return refuse(
      'an http(s) address or a path with {url} and {width}, such as /.netlify/images?url={url}&w={width}',
    );
  }),
  CONTACT_ENDPOINT: text(''),
};

export const buildSchema = v.pipe(
  v.object(buildEntries),
  across<v.InferOutput<v.ObjectSchema<typeof buildEntries, undefined>>>((s) =>
    s.CONTACT_ENDPOINT
      ? "CONTACT_ENDPOINT is no longer read: the forms go to the site's own server, or to the server at FORMS_URL (docs/configuration.md)."
      : null,
  ),
  v.transform((s) => ({
    apiBaseUrl: s.API_BASE_URL,
    siteUrl: s.SITE_URL,
    contentMaxAgeSeconds: s.CONTENT_MAX_AGE_SECONDS,
    formsUrl: s.FORMS_URL,
    imageServiceUrl: s.IMAGE_SERVICE_URL,
  })),
);
export type BuildSettings = v.InferOutput<typeof buildSchema>;

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

/** Settings given to a server that differ from its build's (the pages would call another API). */
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
