import fs from 'node:fs';
import path from 'node:path';
import type { BuildSettings } from './config/buildSettings';
import { BUILD_SETTINGS_FILE, NO_FORMS, readBuildSettings } from './config/buildSettings';

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

const shown = (value: unknown) => (value === null ? NO_FORMS : String(value));

/** The settings the build in `distDir` was made with, or null when there is no build. */
export function loadBuildSettings(distDir: string): BuildSettings | null {
  const file = buildSettingsFile(distDir);
  if (!fs.existsSync(file)) return null;
  const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  // A record from before a setting existed gets its default; IMAGE_SERVICE_URL null is unset.
  const env = Object.fromEntries(
    Object.entries(recorded).map(([name, value]) => [
      name,
      value === null && name === 'FORMS_URL'
        ? NO_FORMS
        : value === null
          ? undefined
          : String(value),
    ]),
  );
  return readBuildSettings(env);
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
