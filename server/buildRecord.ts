import fs from 'node:fs';
import path from 'node:path';
import type { BuildSettings } from './config/buildSettings';
import { BUILD_SETTINGS_FILE, NO_FORMS, readBuildSettings } from './config/buildSettings';
import type { Env } from './config/envSchema';

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
