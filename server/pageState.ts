import { createHash } from 'node:crypto';
import type { CompressedBody } from './http/compressedBody';
import { compressedBody } from './http/compressedBody';

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

/** A state file as the server keeps it to send: compressed (a post's carries its body). */
export interface ServedPageState {
  href: string;
  name: string;
  body: CompressedBody;
}

export const servedPageState = ({ href, name, json }: PageStateFile): ServedPageState => ({
  href,
  name,
  body: compressedBody(json),
});

export function pageStateStore(maxEntries: number) {
  const files = new Map<string, CompressedBody>();
  return {
    remember(file: ServedPageState) {
      files.delete(file.name);
      files.set(file.name, file.body);
      while (files.size > maxEntries) files.delete(files.keys().next().value as string);
    },
    get: (name: string): CompressedBody | undefined => files.get(name),
  };
}
