import { staleWhileRevalidate } from './staleWhileRevalidate';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises run their callbacks (the background refresh's then/catch/finally). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const START = 1_000_000;

function setup<T = string>(
  options: { maxAgeMs?: number; maxEntries?: number; retryAfterMs?: number } = {},
) {
  let clock = START;
  const errors: [string, unknown][] = [];
  const cache = staleWhileRevalidate<T>({
    maxAgeMs: options.maxAgeMs ?? 1_000,
    maxEntries: options.maxEntries ?? 10,
    retryAfterMs: options.retryAfterMs,
    now: () => clock,
    onRefreshError: (key, error) => errors.push([key, error]),
  });
  return {
    cache,
    errors,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('staleWhileRevalidate', () => {
  it('serves a fresh value without loading again, dated when it arrived', async () => {
    const { cache, advance } = setup({ maxAgeMs: 1_000 });
    const load = jest.fn(() => Promise.resolve('first'));
    expect(await cache.get('all', load)).toEqual({
      value: 'first',
      fetchedAt: START,
      changedAt: START,
    });
    advance(999);
    expect(await cache.get('all', load)).toEqual({
      value: 'first',
      fetchedAt: START,
      changedAt: START,
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const { cache } = setup();
    const pending = deferred<string>();
    const load = jest.fn(() => pending.promise);
    const answers = Promise.all([cache.get('all', load), cache.get('all', load)]);
    const other = cache.get('other', () => Promise.resolve('other'));
    pending.resolve('shared');
    expect(await answers).toEqual([
      { value: 'shared', fetchedAt: START, changedAt: START },
      { value: 'shared', fetchedAt: START, changedAt: START },
    ]);
    expect((await other).value).toBe('other');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failed first load: every waiter sees the error, the next get retries', async () => {
    const { cache } = setup();
    const pending = deferred<string>();
    const failing = jest.fn(() => pending.promise);
    const first = cache.get('all', failing);
    const second = cache.get('all', failing);
    pending.reject(new Error('API down'));
    await expect(first).rejects.toThrow('API down');
    await expect(second).rejects.toThrow('API down');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
    expect((await cache.get('all', () => Promise.resolve('back'))).value).toBe('back');
  });

  it('serves a stale value at once and refreshes it once in the background', async () => {
    const { cache, advance } = setup({ maxAgeMs: 1_000 });
    await cache.get('all', () => Promise.resolve('old'));
    advance(1_000);

    const refresh = deferred<string>();
    const load = jest.fn(() => refresh.promise);
    // The refresh is pending, yet both visitors get the old value straight away.
    expect(await cache.get('all', load)).toEqual({
      value: 'old',
      fetchedAt: START,
      changedAt: START,
    });
    expect(await cache.get('all', load)).toEqual({
      value: 'old',
      fetchedAt: START,
      changedAt: START,
    });
    expect(load).toHaveBeenCalledTimes(1);

    refresh.resolve('new');
    await settle();
    expect(await cache.get('all', load)).toEqual({
      value: 'new',
      fetchedAt: START + 1_000,
      changedAt: START + 1_000,
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('dates a refresh that brings the same value anew, and keeps when the value last changed', async () => {
    const { cache, advance } = setup<string[]>({ maxAgeMs: 1_000 });
    const first = await cache.get('all', () => Promise.resolve(['a', 'b']));
    advance(1_000);
    await cache.get('all', () => Promise.resolve(['a', 'b']));
    await settle();
    const again = await cache.get('all', () => Promise.resolve(['a', 'b']));
    expect(again).toEqual({ value: ['a', 'b'], fetchedAt: START + 1_000, changedAt: START });
    expect(again.value).toBe(first.value);
  });

  it('keeps the last good value when a refresh fails and retries only after retryAfterMs', async () => {
    const { cache, advance, errors } = setup({ maxAgeMs: 1_000, retryAfterMs: 5_000 });
    await cache.get('all', () => Promise.resolve('good'));
    advance(2_000);

    const failure = new Error('API down');
    const failing = jest.fn(() => Promise.reject(failure));
    expect((await cache.get('all', failing)).value).toBe('good');
    await settle();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([['all', failure]]);

    // Within retryAfterMs of the failure: the old value, and no new attempt.
    advance(4_999);
    expect(await cache.get('all', failing)).toEqual({
      value: 'good',
      fetchedAt: START,
      changedAt: START,
    });
    await settle();
    expect(failing).toHaveBeenCalledTimes(1);

    // After it: another attempt, still serving the last good value while it runs.
    advance(1);
    const recovering = jest.fn(() => Promise.resolve('fresh'));
    expect((await cache.get('all', recovering)).value).toBe('good');
    await settle();
    expect(recovering).toHaveBeenCalledTimes(1);
    expect(await cache.get('all', recovering)).toEqual({
      value: 'fresh',
      fetchedAt: START + 7_000,
      changedAt: START + 7_000,
    });
    expect(errors).toHaveLength(1);
  });

  it('retries after 5 seconds by default', async () => {
    const { cache, advance } = setup({ maxAgeMs: 1_000 });
    await cache.get('all', () => Promise.resolve('good'));
    advance(1_000);
    const failing = jest.fn(() => Promise.reject(new Error('down')));
    await cache.get('all', failing);
    await settle();
    advance(4_999);
    await cache.get('all', failing);
    await settle();
    expect(failing).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.get('all', failing);
    await settle();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('refresh loads a fresh value anew and waits for it, however fresh the old one', async () => {
    const { cache, advance } = setup({ maxAgeMs: 1_000 });
    await cache.get('post', () => Promise.resolve('missing'));
    advance(10);
    const pending = deferred<string>();
    const load = jest.fn(() => pending.promise);
    const refreshed = cache.refresh('post', load);
    // Others asking meanwhile share that load rather than start their own.
    const again = cache.refresh('post', load);
    pending.resolve('published');
    expect(await refreshed).toEqual({
      value: 'published',
      fetchedAt: START + 10,
      changedAt: START + 10,
    });
    expect(await again).toEqual(await refreshed);
    expect(load).toHaveBeenCalledTimes(1);
    expect((await cache.get('post', load)).value).toBe('published');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refresh joins the background refresh under way instead of asking again', async () => {
    const { cache, advance } = setup({ maxAgeMs: 1_000 });
    await cache.get('post', () => Promise.resolve('old'));
    advance(1_000);
    const pending = deferred<string>();
    const load = jest.fn(() => pending.promise);
    expect((await cache.get('post', load)).value).toBe('old');
    const refreshed = cache.refresh('post', load);
    pending.resolve('new');
    expect((await refreshed).value).toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refresh hands its failure to the caller and keeps the old value', async () => {
    const { cache, advance, errors } = setup({ maxAgeMs: 1_000 });
    await cache.get('post', () => Promise.resolve('old'));
    advance(10);
    await expect(cache.refresh('post', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(errors).toEqual([]);
    expect(await cache.get('post', () => Promise.resolve('unused'))).toEqual({
      value: 'old',
      fetchedAt: START,
      changedAt: START,
    });
  });

  it('keeps at most maxEntries values, dropping the oldest first', async () => {
    const { cache } = setup({ maxEntries: 3 });
    const loads: string[] = [];
    const loader = (key: string) => () => {
      loads.push(key);
      return Promise.resolve(`value of ${key}`);
    };
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, loader(key));
    expect(cache.size).toBe(3);

    // c, d, e are still cached; a was dropped and is loaded again.
    for (const key of ['c', 'd', 'e']) await cache.get(key, loader(key));
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect((await cache.get('a', loader('a'))).value).toBe('value of a');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'e', 'a']);
    expect(cache.size).toBe(3);
  });

  it('stays within maxEntries for many keys', async () => {
    const { cache } = setup({ maxEntries: 50 });
    for (let index = 0; index < 1_000; index += 1) {
      await cache.get(`slug-${index}`, () => Promise.resolve(String(index)));
    }
    expect(cache.size).toBe(50);
  });

  it('evicts the least recently used entry, not merely the oldest loaded', async () => {
    const { cache } = setup({ maxEntries: 2 });
    const loads: string[] = [];
    const loader = (key: string) => () => {
      loads.push(key);
      return Promise.resolve(key);
    };
    await cache.get('a', loader('a'));
    await cache.get('b', loader('b'));
    await cache.get('a', loader('a')); // a is now the most recently used
    await cache.get('c', loader('c')); // so b should go
    await cache.get('a', loader('a'));
    expect(loads).toEqual(['a', 'b', 'c']);
  });
});
