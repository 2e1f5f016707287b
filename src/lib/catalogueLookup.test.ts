import type { CatalogueEntry } from './catalogueLookup';
import { catalogueLookup } from './catalogueLookup';

const entry = (id: 'a' | 'b' | 'c'): CatalogueEntry<'a' | 'b' | 'c'> => ({
  id,
  title: id.toUpperCase(),
  summary: '',
  metaDescription: '',
  image: { src: '', alt: '' },
  description: [],
});

const letters = catalogueLookup(
  ['b', 'a', 'c'] as const,
  { a: entry('a'), b: entry('b'), c: entry('c') },
  (id) => `/letters/${id}`,
);

describe('a catalogue', () => {
  it('lists its entries in the order of its ids, each at its own path', () => {
    expect(letters.entries.map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(letters.pathOf('c')).toBe('/letters/c');
  });

  it('shows its first entry for an unknown or missing id, and says it is unknown', () => {
    expect(letters.resolve('a').id).toBe('a');
    expect(letters.resolve('z').id).toBe('b');
    expect(letters.resolve(undefined).id).toBe('b');
    expect(letters.isKnown('a')).toBe(true);
    expect(['z', 'toString', undefined].map(letters.isKnown)).toEqual([false, false, false]);
  });

  it('lists the others than one entry, in order', () => {
    expect(letters.othersThan(entry('a')).map((item) => item.id)).toEqual(['b', 'c']);
  });
});
