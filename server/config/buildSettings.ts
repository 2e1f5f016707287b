import * as v from 'valibot';
import {
  across,
  amount,
  isHttpUrl,
  noSlash,
  parseEnv,
  plainHttp,
  refuse,
  setting,
} from './envSchema';
// Relative, not @contract/…: webpack.config.ts loads this file through ts-node, without aliases.
import {
  BUNDLED_API_PATH,
  NO_FORMS,
  readBuildRecord,
  RECORDED_SETTINGS,
} from '../../contract/buildRecord.mjs';

/**
 * Baked into the bundles and recorded beside the server bundle, which the server then follows.
 * The names, the defaults and the record are contract/buildRecord.mjs's; these check the values.
 */
const buildEntries = {
  API_BASE_URL: setting((given = BUNDLED_API_PATH) =>
    /^\/(?!\/)[^?#\s]*$/.test(noSlash(given)) || plainHttp(noSlash(given))
      ? noSlash(given) || '/'
      : refuse('an address such as https://admin.example.com.au/api or a path such as /api'),
  ),
  SITE_URL: setting((given = RECORDED_SETTINGS.SITE_URL) =>
    plainHttp(noSlash(given)) && new URL(given).pathname === '/'
      ? noSlash(given)
      : refuse("the site's http(s) origin such as https://www.example.com.au"),
  ),
  CONTENT_MAX_AGE_SECONDS: amount(
    'whole seconds from 1 to 86400',
    RECORDED_SETTINGS.CONTENT_MAX_AGE_SECONDS,
    (n) => n > 0 && n <= 86400,
  ),
  FORMS_URL: setting((given = RECORDED_SETTINGS.FORMS_URL) => {
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
      return value ?? RECORDED_SETTINGS.IMAGE_SERVICE_URL;
    return refuse('an address or path with {url} and {width}, such as /img?url={url}&w={width}');
  }),
  /** No longer read: the forms go to this site's own server or to the server at FORMS_URL. */
  CONTACT_ENDPOINT: setting(
    (value) => value && refuse('left unset: it is no longer read, see FORMS_URL'),
  ),
};

type Settings = v.InferOutput<v.ObjectSchema<typeof buildEntries, undefined>>;

/** The addresses an https site's pages call or load: browsers block plain http ones there. */
const CALLED_FROM_PAGES = ['API_BASE_URL', 'FORMS_URL', 'IMAGE_SERVICE_URL'] as const;

/** Browsers trust http://localhost and 127.0.0.1 like https (no mixed content there). */
const isPlainRemote = (address: string | null | undefined): boolean =>
  !!address?.startsWith('http:') &&
  !/^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(new URL(address.replace(/[{}]/g, '')).hostname);

const mixedContent = (settings: Settings): string | null => {
  if (new URL(settings.SITE_URL).protocol !== 'https:') return null;
  const plain = CALLED_FROM_PAGES.find((name) => isPlainRemote(settings[name]));
  if (plain === undefined) return null;
  return (
    `${plain} must be an https: address when SITE_URL is one; got "${settings[plain]}". ` +
    `Browsers block a plain http: request from an https page (mixed content), so the pages ` +
    `of ${settings.SITE_URL} could not reach it.`
  );
};

export const buildSchema = v.pipe(v.object(buildEntries), across(mixedContent));
export type BuildSettings = v.InferOutput<typeof buildSchema>;

export const readBuildSettings = (env?: NodeJS.ProcessEnv): BuildSettings =>
  parseEnv(buildSchema, env);

/**
 * A production build (NODE_ENV=production, as the service's settings file sets it) must name
 * its API and its address: their defaults are the demo's bundled API and a local address.
 */
export function demoFallbacks(env: NodeJS.ProcessEnv): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const unset = (['API_BASE_URL', 'SITE_URL'] as const).filter((name) => !env[name]?.trim());
  if (unset.length === 0) return null;
  return (
    `${unset.join(' and ')} ${unset.length > 1 ? 'are' : 'is'} not set, and NODE_ENV is production: ` +
    "the build would call the demo's bundled API at /api and name the site http://localhost:8080. " +
    'Set them (in /etc/harbourline/harbourline.env, which harbourline-release builds with), ' +
    'or build the demo without NODE_ENV=production.'
  );
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

const shown = (value: unknown) => (value === null ? NO_FORMS : String(value));

/**
 * The settings the build in `distDir` was made with, or null when there is no build: its
 * record (contract/buildRecord.mjs, which `npm start` reads too) checked as the build checked
 * them, a setting it does not record taking its default.
 */
export function loadBuildSettings(distDir: string): BuildSettings | null {
  const record = readBuildRecord(distDir);
  return record && readBuildSettings(record);
}

/** Settings given to a server that differ from its build's (the pages would call another API). */
export function conflictsWithBuild(built: BuildSettings, env: NodeJS.ProcessEnv): string[] {
  const given = readBuildSettings({ ...env, CONTACT_ENDPOINT: undefined });
  return (Object.keys(given) as (keyof BuildSettings)[]).flatMap((name) =>
    env[name]?.trim() && given[name] !== '' && given[name] !== built[name]
      ? [`${name} is "${shown(given[name])}" but the build was made with "${shown(built[name])}"`]
      : [],
  );
}
