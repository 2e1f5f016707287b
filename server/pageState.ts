import { createHash } from 'node:crypto';

/**
 * The state a rendered page hands to the browser (the API cache it was rendered from) is a
 * file of its own, not part of the page: the page's bytes stay small enough to arrive in
 * the first round trip, and the state is fetched with the app's scripts, which need it.
 *
 * Named by its content, which is the same for the same data whichever server rendered it
 * (when the data was fetched travels in the page, not in the file): cached for good, like
 * the scripts, by browsers and CDNs. Its address also names the page (`?page=`), so a
 * server that did not render the page makes the same file again on request (pages.ts).
 */
export const PAGE_STATE_PATH = '/assets/state/';
export const STATE_FILE_NAME = /^[\w-]{22}\.json$/;

export interface PageStateFile {
  href: string;
  name: string;
  json: string;
}

export function pageStateFile(state: unknown, page: string): PageStateFile {
  const json = JSON.stringify(state);
  const name = `${createHash('sha256').update(json).digest('base64url').slice(0, 22)}.json`;
  return { href: `${PAGE_STATE_PATH}${name}?page=${encodeURIComponent(page)}`, name, json };
}

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
