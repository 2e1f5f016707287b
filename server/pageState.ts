import { createHash } from 'node:crypto';

// A page's state is a file of its own, named by its content (docs/decisions/006-page-data.md).
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
