import { NO_FORMS, readBuildRecord } from '@contract/buildRecord.mjs';
import type { BuildSettings } from './config/buildSettings';
import { readBuildSettings } from './config/buildSettings';

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
