// The build record: the settings a build was made with, which the build writes beside the
// server bundle (dist-server/build-settings.json) and the server, the page generator and
// `npm start` read. Its names, defaults and reading live here alone. Plain JavaScript:
// `npm start` reads the record before anything is compiled, and in a production install
// (npm ci --omit=dev) that has no TypeScript loader. Types: buildRecord.d.mts.
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_RECORD_FILE = 'build-settings.json';

/** FORMS_URL's value for "this site has no forms server". */
export const NO_FORMS = 'none';

/** The only API path a build can call without an address: the bundled reference API. */
export const BUNDLED_API_PATH = '/api';

/**
 * The settings a build records, in the record's order, each with what the build takes when it
 * is unset (the server's build settings check them). An unset FORMS_URL is this site's own
 * server; an unset IMAGE_SERVICE_URL is none.
 */
export const RECORDED_SETTINGS = Object.freeze({
  API_BASE_URL: BUNDLED_API_PATH,
  SITE_URL: 'http://localhost:8080',
  CONTENT_MAX_AGE_SECONDS: 60,
  FORMS_URL: '',
  IMAGE_SERVICE_URL: null,
});

/** @typedef {keyof typeof RECORDED_SETTINGS} RecordedName */

const NAMES = /** @type {RecordedName[]} */ (Object.keys(RECORDED_SETTINGS));

/** Where a build records its settings: beside the server bundle, not among public files. */
export const buildRecordFile = (/** @type {string} */ distDir) =>
  path.join(`${distDir}-server`, BUILD_RECORD_FILE);

/**
 * The record's text for the settings a build was made with: each recorded setting, null when
 * it has none (FORMS_URL none, IMAGE_SERVICE_URL unset).
 * @param {Partial<Record<RecordedName, string | number | null>>} settings
 */
export const buildRecordText = (settings) =>
  `${JSON.stringify(Object.fromEntries(NAMES.map((name) => [name, settings[name] ?? null])), null, 2)}\n`;

/**
 * A setting's text as the build records it: trimmed, addresses without trailing slashes, a
 * number in its digits, FORMS_URL's none in any letter case; undefined when unset or blank.
 * The server's schema of the build settings reads a setting the same way.
 * @param {RecordedName} name
 * @param {string | undefined} value
 * @returns {string | undefined}
 */
export function asRecorded(name, value) {
  const given = value?.trim();
  if (!given) return undefined;
  const noSlash = given.replace(/\/+$/, '');
  switch (name) {
    case 'API_BASE_URL':
      return noSlash || '/';
    case 'SITE_URL':
      return noSlash;
    case 'CONTENT_MAX_AGE_SECONDS':
      return /^\d+$/.test(given) ? String(Number(given)) : given;
    case 'FORMS_URL':
      return given.toLowerCase() === NO_FORMS ? NO_FORMS : noSlash || undefined;
    default:
      return given;
  }
}

/**
 * The settings the build in `distDir` was made with, as the environment gives settings (text,
 * undefined when unset; FORMS_URL none as "none"), or null when there is no build record. A
 * record from before a setting existed leaves it unset, so it reads as its default.
 * @param {string} distDir
 * @returns {Record<RecordedName, string | undefined> | null}
 */
export function readBuildRecord(distDir) {
  const file = buildRecordFile(distDir);
  if (!fs.existsSync(file)) return null;
  const recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
  return /** @type {Record<RecordedName, string | undefined>} */ (
    Object.fromEntries(
      NAMES.map((name) => {
        const value = recorded[name];
        if (value === null) return [name, name === 'FORMS_URL' ? NO_FORMS : undefined];
        return [name, value === undefined ? undefined : String(value)];
      }),
    )
  );
}

/**
 * The first recorded setting given in `env` that differs from the record, or undefined: what
 * a server given `env` would find the build disagrees with. Settings not given are the build's.
 * @param {Record<RecordedName, string | undefined>} record
 * @param {Record<string, string | undefined>} env
 * @returns {RecordedName | undefined}
 */
export const changedSetting = (record, env) =>
  NAMES.find((name) => {
    const given = asRecorded(name, env[name]);
    const fallback = RECORDED_SETTINGS[name];
    const built = asRecorded(
      name,
      record[name] ?? (fallback === null ? undefined : String(fallback)),
    );
    return given !== undefined && given !== built;
  });
