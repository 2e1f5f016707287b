import type { CachedPage } from './pageCache';
import { pageCache } from './pageCache';

/** A page of `2 × size` bytes as the cache counts them (compressed). */
const page = (size: number, dataVersion = 'v1'): CachedPage => ({
  status: 200,
  etag: '"x"',
  body: { br: Buffer.alloc(2 * size) },
  state: null,
  dataVersion,
  fetchedAt: 0,
});

describe('pageCache', () => {
  it('gives back what was stored and counts its entries and bytes', () => {
    const cache = pageCache({ maxEntries: 10, maxBytes: 10_000 });
    const blog = page(100);
    cache.set('/blog', blog);
    expect(cache.get('/blog')).toBe(blog);
    expect(cache.get('/blog?category=x')).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(200);
  });

  it('replaces a page under the same key without counting the old one', () => {
    const cache = pageCache({ maxEntries: 10, maxBytes: 10_000 });
    cache.set('/blog', page(100, 'v1'));
    cache.set('/blog', page(300, 'v2'));
    expect(cache.get('/blog')?.dataVersion).toBe('v2');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(600);
  });

  it('evicts the least recently used page beyond maxEntries', () => {
    const cache = pageCache({ maxEntries: 3, maxBytes: 1_000_000 });
    cache.set('/a', page(10));
    cache.set('/b', page(10));
    cache.set('/c', page(10));
    // Reading /a makes /b the least recently used.
    expect(cache.get('/a')).toBeDefined();
    cache.set('/d', page(10));
    expect(cache.size).toBe(3);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    expect(cache.get('/d')).toBeDefined();
    expect(cache.bytes).toBe(3 * 20);
  });

  it('evicts least recently used pages until the total fits maxBytes', () => {
    // 1,000 bytes: room for two 200-char pages (400 bytes each) but not three.
    const cache = pageCache({ maxEntries: 100, maxBytes: 1_000 });
    cache.set('/a', page(200));
    cache.set('/b', page(200));
    expect(cache.bytes).toBe(800);
    cache.set('/c', page(200));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(800);

    // One big page pushes out both smaller ones.
    cache.set('/big', page(450));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(900);
    expect(cache.get('/big')).toBeDefined();
  });

  it('never stores a page larger than maxBytes, and drops the outdated page under its key', () => {
    const cache = pageCache({ maxEntries: 10, maxBytes: 1_000 });
    cache.set('/keep', page(100));
    cache.set('/huge', page(100));
    cache.set('/huge', page(501));
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.get('/keep')).toBeDefined();
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(200);
  });

  it('stays within both bounds through many writes', () => {
    const cache = pageCache({ maxEntries: 20, maxBytes: 5_000 });
    for (let index = 0; index < 500; index += 1) {
      cache.set(`/blog?page=${index}`, page((index * 37) % 900));
      expect(cache.size).toBeLessThanOrEqual(20);
      expect(cache.bytes).toBeLessThanOrEqual(5_000);
    }
    expect(cache.get('/blog?page=499')).toBeDefined();
  });
});
