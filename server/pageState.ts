import { createHash } from 'node:crypto';

/**
 * The state a rendered page hands to the browser (the API cache it was rendered from) is a
 * file of its own, not part of the page: the page's bytes stay small enough to arrive in
 * the first round trip, and the state is fetched with the app's scripts, which need it.
 * Named by its content, so it is cached for good, like the scripts.
 */
export const PAGE_STATE_PATH = '/assets/state/';

export interface PageStateFile {
  /** Where the page's loader fetches it: PAGE_STATE_PATH + name. */
  href: string;
  name: string;
  json: string;
}

export function pageStateFile(state: unknown): PageStateFile {
  const json = JSON.stringify(state);
  const name = `${createHash('sha256').update(json).digest('base64url').slice(0, 22)}.json`;
  return { href: `${PAGE_STATE_PATH}${name}`, name, json };
}

/** State files of pages rendered per request, by name; the least recently sent go first. */
export function pageStateStore(maxEntries: number) {
  const files = new Map<string, string>();
  return {
    remember(file: PageStateFile) {
      files.delete(file.name);
      files.set(file.name, file.json);
      while (files.size > maxEntries) files.delete(files.keys().next().value as string);
    },
    get: (name: string): string | undefined => files.get(name),
  };
}
