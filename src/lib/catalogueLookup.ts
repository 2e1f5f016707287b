import type { Pictured } from '@contract/images/images';

export interface CatalogueEntry<Id extends string = string> extends Pictured {
  id: Id;
  title: string;
  /** One sentence: the card text and the lead under the page title. */
  summary: string;
  metaDescription: string;
  description: string[];
  /** The line that leads into the quote band at the foot of the entry's page. */
  closing?: string;
}

export interface Catalogue<Id extends string, Entry extends CatalogueEntry<Id>> {
  entries: readonly Entry[];
  pathOf: (id: Id) => string;
  isKnown: (id: string | undefined) => id is Id;
  /** The entry for an id; an unknown id gets the first, so an old or mistyped link still works. */
  resolve: (id: string | undefined) => Entry;
  othersThan: (current: Entry) => Entry[];
}

export function catalogueLookup<Id extends string, Entry extends CatalogueEntry<Id>>(
  ids: readonly [Id, ...Id[]],
  byId: Record<Id, Entry>,
  pathOf: (id: Id) => string,
): Catalogue<Id, Entry> {
  const entries = ids.map((id) => byId[id]);
  const isKnown = (id: string | undefined): id is Id =>
    id !== undefined && (ids as readonly string[]).includes(id);
  return {
    entries,
    pathOf,
    isKnown,
    resolve: (id) => byId[isKnown(id) ? id : ids[0]],
    othersThan: (current) => entries.filter((entry) => entry.id !== current.id),
  };
}
