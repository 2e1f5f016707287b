import { observedPostsApi } from '../blog/observedPostsApi';
import { TooManyPagesError } from '../blog/postsApiClient';
import { createServerMetrics } from '../metrics/serverMetrics';
import { SCHEMA_VERSION } from '../store/formsStore';
import type { FormsStore } from '../store/formsStore';
import { collectingLogger } from '../test/collectingLogger';
import type { TestApp } from '../test/testSupport';
import { makeTestApp, makeTestDatabase } from '../test/testSupport';
import type { Readiness } from './readiness';
import { readiness } from './readiness';

/**
 * What a load balancer and a process manager ask: is the process alive (/healthz), and
 * may it be sent visitors (/readyz). Neither renders a page, writes an access-log line,
 * counts in the metrics or meets a rate limit; neither is kept by any cache.
 */
let renders = 0;
const counting = { render: async () => ({ status: 200, html: ((renders += 1), '<p>page</p>') }) };

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function site(ready?: (store: FormsStore) => Readiness) {
  const log = collectingLogger('info');
  const metrics = createServerMetrics({ processMetrics: false });
  const { store } = makeTestDatabase();
  const t = await makeTestApp({
    logger: log.logger,
    metrics,
    readiness: ready?.(store),
    renderers: [{ matches: () => true, render: counting.render }],
    fallbackRenderer: counting.render,
  });
  apps.push(t);
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { t, log, metrics, store, get };
}

const okBuild = () => ({ loaded: true });
const noBuild = () => {
  throw new Error("ENOENT: no such file or directory, open 'dist-server/client-manifest.json'");
};

describe('/healthz', () => {
  it('says the process is alive, uncached, without touching anything', async () => {
    const { get } = await site();
    renders = 0;
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'alive' });
    expect(renders).toBe(0);
  });
});

describe('/readyz', () => {
  it('is ready when the database answers at this schema and the build is loaded', async () => {
    const { get } = await site((store) => readiness({ store, build: okBuild }));
    renders = 0;
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', build: 'ok' },
      blogApi: 'not used',
    });
    expect(renders).toBe(0);
  });

  it('is not ready without a build, and tells the log why, once', async () => {
    const { get, log } = await site((store) =>
      readiness({ store, build: noBuild, log: undefined }),
    );
    const response = await get('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not ready',
      checks: { build: 'not loaded (npm run build)' },
    });
    expect(log.text()).not.toContain('ENOENT');
  });

  it('is not ready when the database does not answer, or not in time', async () => {
    const { store } = makeTestDatabase();
    await store.close();
    const closed = await readiness({ store }).check();
    expect(closed).toMatchObject({ status: 'not ready', checks: { database: 'not answering' } });

    const hanging = { ...store, schemaState: () => new Promise<never>(() => {}) } as FormsStore;
    const slow = await readiness({ store: hanging, timeoutMs: 50 }).check();
    expect(slow).toMatchObject({ status: 'not ready', checks: { database: 'not answering' } });
  });

  it('asks the database at most once a second, however many probes arrive', async () => {
    const { store } = makeTestDatabase();
    let queries = 0;
    let clock = 1_000_000;
    const counted = {
      ...store,
      schemaState: () => ((queries += 1), store.schemaState()),
    } as FormsStore;
    const ready = readiness({ store: counted, now: () => clock });
    const reports = await Promise.all(Array.from({ length: 50 }, () => ready.check()));
    expect(reports.every((report) => report.status === 'ready')).toBe(true);
    clock += 999;
    await ready.check();
    expect(queries).toBe(1);
    clock += 1;
    await ready.check();
    expect(queries).toBe(2);
  });

  it('is not ready on a schema this release cannot use, older or newer', async () => {
    const { store } = makeTestDatabase();
    const at = (version: number, readableFrom: number) =>
      ({ ...store, schemaState: async () => ({ version, readableFrom }) }) as FormsStore;
    const log = collectingLogger('info');
    const behind = await readiness({ store: at(SCHEMA_VERSION - 1, 1), log: log.logger }).check();
    expect(behind).toMatchObject({
      status: 'not ready',
      checks: { database: 'ok', migrations: `schema ${SCHEMA_VERSION - 1}` },
    });
    expect(log.messages('warn')).toEqual([
      expect.stringMatching(/^Readiness: not ready \(.*Run `npm run migrate` first/),
    ]);
    const ahead = await readiness({ store: at(SCHEMA_VERSION + 1, SCHEMA_VERSION + 1) }).check();
    expect(ahead.status).toBe('not ready');
    const readable = await readiness({ store: at(SCHEMA_VERSION + 1, SCHEMA_VERSION) }).check();
    expect(readable.status).toBe('ready');
    await store.close();
  });

  it('reports a failing blog API but stays ready: the server serves its last good pages', async () => {
    let fail = false;
    const api = observedPostsApi(
      {
        allPosts: async () => {
          if (fail) throw new Error('GET /posts answered 502');
          return [];
        },
        search: async () => [],
        post: async () => null,
      },
      () => {},
    );
    const { get } = await site((store) => readiness({ store, build: okBuild, blogApi: api.state }));
    expect((await get('/readyz')).json()).toMatchObject({ blogApi: { state: 'unknown' } });
    await api.api.allPosts();
    fail = true;
    await expect(api.api.allPosts()).rejects.toThrow('502');
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      blogApi: {
        state: 'failing',
        lastSuccessAt: expect.any(String),
        lastFailureAt: expect.any(String),
      },
    });
  });

  it('names a blog larger than the site reads: in /readyz, the metric and the log, once', async () => {
    const outcomes: string[] = [];
    const told: string[] = [];
    let tooMany = true;
    const api = observedPostsApi(
      {
        allPosts: async () => {
          if (tooMany) throw new TooManyPagesError(201);
          return [];
        },
        search: async () => [],
        post: async () => null,
      },
      (_call, outcome) => outcomes.push(outcome),
      undefined,
      (message) => told.push(message),
    );
    const { get } = await site((store) => readiness({ store, build: okBuild, blogApi: api.state }));
    await expect(api.api.allPosts()).rejects.toThrow('201 pages');
    await expect(api.api.allPosts()).rejects.toThrow('201 pages');
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      blogApi: { state: 'failing', limit: expect.stringContaining('more than the 200') },
    });
    expect(outcomes).toEqual(['too_many_pages', 'too_many_pages']);
    expect(told).toHaveLength(1);
    // Raised (or the posts archived): the next full read clears it.
    tooMany = false;
    await api.api.allPosts();
    expect((await get('/readyz')).json()).toMatchObject({ blogApi: { state: 'ok', limit: null } });
  });

  it('turns 503 the moment the server starts draining, whatever the checks say', async () => {
    let ready: Readiness | undefined;
    const { get } = await site((store) => (ready = readiness({ store, build: okBuild })));
    expect((await get('/readyz')).statusCode).toBe(200);
    ready?.startDraining();
    const response = await get('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'draining' });
    expect((await get('/healthz')).statusCode).toBe(200);
  });
});

describe('probes', () => {
  it('never meet a rate limit, and stay out of the access log and the metrics', async () => {
    const { get, log, metrics } = await site((store) => readiness({ store, build: okBuild }));
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, index) => get(index % 2 ? '/readyz' : '/healthz')),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(log.lines.filter((line) => line.msg === 'request')).toEqual([]);
    expect(await metrics.registry.metrics()).not.toMatch(/healthz|readyz/);
  });
});
