import type { FastifyInstance } from 'fastify';
import type { UpstreamApi } from '../../test/upstream-api/upstreamApi';
import { startUpstreamApi } from '../../test/upstream-api/upstreamApi';
import { observedPostsApi } from '../blog/observedPostsApi';
import { pageCache } from '../blog/pageCache';
import { postsApiClient } from '../blog/postsApiClient';
import { loadConfig } from '../config/serverConfig';
import { createOutbox } from '../outbox/startOutbox';
import { contactInput } from '../store/test/storeSuiteSupport';
import { collectingLogger } from '../test/collectingLogger';
import { eventuallyAsync } from '../test/instanceTraffic';
import { startTestSmtpServer } from '../test/smtpServer';
import type { TestApp } from '../test/testSupport';
import { makeTestApp, makeTestDatabase } from '../test/testSupport';
import { startMetricsListener } from './metricsListener';
import type { ServerMetrics } from './serverMetrics';
import { createServerMetrics } from './serverMetrics';
import { compressedBody } from '../http/compressedBody';

/**
 * What Prometheus reads from /metrics, on its own listener and never the site's: requests
 * by route and status, the page cache, the blog API, the outbox, rate limits, the process.
 */
const TOKEN = 'metrics-token-0123456789abcdef';

let metrics: ServerMetrics;
beforeEach(() => {
  metrics = createServerMetrics({ processMetrics: false });
});

/** The samples of one metric family, as `name{labels} value` lines. */
const samples = async (name: string, registry = metrics.registry) =>
  (await registry.metrics())
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe('the metrics listener', () => {
  let listener: FastifyInstance | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await listener?.close();
    await t?.close();
    listener = undefined;
    t = undefined;
  });

  it('serves the Prometheus text format on its own port, to the bearer of the token only', async () => {
    const processMetrics = createServerMetrics();
    listener = await startMetricsListener(
      { port: 0, host: '127.0.0.1', token: TOKEN },
      processMetrics.registry,
      collectingLogger('warn').logger,
    );
    const address = listener.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/metrics`;

    expect((await fetch(url)).status).toBe(401);
    expect(
      (await fetch(url, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(401);
    const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    // The process: CPU, memory, event loop, garbage collection.
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect((await fetch(url.replace('/metrics', '/'))).status).toBe(404);
  });

  it('is not on the site’s own listener', async () => {
    const site = await makeTestApp({ metrics });
    t = site;
    const response = await site.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('harbourline_');
  });
});

describe('requests', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('are counted and timed by method, route pattern and status', async () => {
    t = await makeTestApp({ metrics });
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    await get('/api/posts?per_page=1');
    await get('/api/posts/no-such-post');
    await get('/api/posts/another-missing-post');
    await get('/about');
    await get('/no-such-page');
    expect(await samples('harbourline_http_requests_total')).toEqual([
      'harbourline_http_requests_total{method="GET",route="/api/posts",status="200"} 1',
      'harbourline_http_requests_total{method="GET",route="/api/posts/:slugOrId",status="404"} 2',
      'harbourline_http_requests_total{method="GET",route="(page)",status="200"} 1',
      'harbourline_http_requests_total{method="GET",route="(page)",status="404"} 1',
    ]);
    expect(await samples('harbourline_http_request_duration_seconds_count')).toContain(
      'harbourline_http_request_duration_seconds_count{method="GET",route="/api/posts/:slugOrId"} 2',
    );
  });

  it('refused by a rate limit are counted by route', async () => {
    t = await makeTestApp({
      metrics,
      forms: { signupRateLimit: { max: 1, windowMs: 60_000 } },
    });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await t.app.inject({
        method: 'POST',
        url: '/forms/newsletter-signups',
        headers: { 'content-type': 'application/json' },
        payload: { email, sourcePage: '/' },
      });
    }
    expect(await samples('harbourline_rate_limit_refusals_total')).toEqual([
      'harbourline_rate_limit_refusals_total{route="/forms/newsletter-signups"} 2',
    ]);
  });
});

describe('the page cache', () => {
  it('counts pages reused, rendered again and pushed out', async () => {
    const cache = pageCache({ maxEntries: 2, maxBytes: 1_000_000 }, metrics.pageCache);
    const page = (dataVersion: string) => ({
      status: 200,
      etag: '"x"',
      body: compressedBody('<p>x</p>'),
      state: null,
      dataVersion,
      fetchedAt: 0,
    });
    expect(cache.current('/blog', 'v1')).toBeUndefined();
    cache.set('/blog', page('v1'));
    expect(cache.current('/blog', 'v1')).toBeDefined();
    // The API answered something new: the page is rendered again.
    expect(cache.current('/blog', 'v2')).toBeUndefined();
    cache.set('/blog/a', page('v1'));
    cache.set('/blog/b', page('v1'));
    expect(await samples('harbourline_page_cache_events_total')).toEqual([
      'harbourline_page_cache_events_total{event="miss"} 2',
      'harbourline_page_cache_events_total{event="hit"} 1',
      'harbourline_page_cache_events_total{event="eviction"} 1',
    ]);
  });
});

describe('the blog API', () => {
  let upstream: UpstreamApi;
  beforeAll(async () => {
    upstream = await startUpstreamApi({ port: 0 });
  });
  afterAll(() => upstream.close());

  it('is counted by call and outcome, and timed', async () => {
    const { api } = observedPostsApi(
      postsApiClient({
        baseUrl: () => upstream.apiBaseUrl,
        publicBaseUrl: upstream.apiBaseUrl,
      }),
      metrics.blogApiCall,
    );
    await api.allPosts();
    await api.post('no-such-post');
    const broken = observedPostsApi(
      postsApiClient({
        baseUrl: () => 'http://127.0.0.1:9/api',
        publicBaseUrl: 'http://127.0.0.1:9/api',
        timeoutMs: 500,
      }),
      metrics.blogApiCall,
    );
    await expect(broken.api.allPosts()).rejects.toThrow();
    expect(await samples('harbourline_blog_api_calls_total')).toEqual([
      'harbourline_blog_api_calls_total{call="list",outcome="ok"} 1',
      'harbourline_blog_api_calls_total{call="post",outcome="not_found"} 1',
      'harbourline_blog_api_calls_total{call="list",outcome="error"} 1',
    ]);
    expect(await samples('harbourline_blog_api_call_duration_seconds_count')).toEqual([
      'harbourline_blog_api_call_duration_seconds_count{call="list"} 2',
      'harbourline_blog_api_call_duration_seconds_count{call="post"} 1',
    ]);
  });
});

describe('the outbox', () => {
  it('shows the queue: pending jobs, the oldest one’s age and failures, by channel', async () => {
    let now = Date.parse('2026-11-20T00:10:00.000Z');
    const clocked = createServerMetrics({ processMetrics: false, now: () => now });
    const { store } = makeTestDatabase();
    clocked.watchOutbox(() => store.outbox.summary());
    await store.saveContactRequest(contactInput(), new Date('2026-11-20T00:00:00.000Z'), [
      'email',
      'webhook',
    ]);
    await store.saveContactRequest(contactInput(), new Date('2026-11-20T00:05:00.000Z'), ['email']);
    expect(await samples('harbourline_outbox_pending_jobs', clocked.registry)).toEqual([
      'harbourline_outbox_pending_jobs{channel="email"} 2',
      'harbourline_outbox_pending_jobs{channel="webhook"} 1',
      'harbourline_outbox_pending_jobs{channel="confirmation"} 0',
    ]);
    expect(
      await samples('harbourline_outbox_oldest_pending_age_seconds', clocked.registry),
    ).toEqual([
      'harbourline_outbox_oldest_pending_age_seconds{channel="email"} 600',
      'harbourline_outbox_oldest_pending_age_seconds{channel="webhook"} 600',
      'harbourline_outbox_oldest_pending_age_seconds{channel="confirmation"} 0',
    ]);
    expect(await samples('harbourline_outbox_failed_jobs', clocked.registry)).toEqual([
      'harbourline_outbox_failed_jobs{channel="email"} 0',
      'harbourline_outbox_failed_jobs{channel="webhook"} 0',
      'harbourline_outbox_failed_jobs{channel="confirmation"} 0',
    ]);
    // A database that no longer answers leaves the gauges empty rather than stale.
    await store.close();
    now += 5_000;
    expect(await samples('harbourline_outbox_pending_jobs', clocked.registry)).toEqual([]);
  });

  it('counts deliveries and failures by channel', async () => {
    const smtp = await startTestSmtpServer({ refuseFirst: 1 });
    const { store } = makeTestDatabase();
    const settings = loadConfig({
      DB_PATH: ':memory:',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      CONTACT_NOTIFY_TO: 'leads@harbourline.example',
      CONTACT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
      CONTACT_WEBHOOK_SECRET: 'w'.repeat(32),
      OUTBOX_RETRY_SECONDS: '0.05',
    });
    const outbox = createOutbox(
      { outbox: store.outbox, rateLimits: store.rateLimits, signingKey: () => store.signingKey() },
      settings,
      'https://www.harbourline.example',
      collectingLogger('silent').logger,
      metrics.deliveryAttempted,
    );
    try {
      await store.saveContactRequest(contactInput(), new Date(), ['email', 'webhook']);
      outbox.worker.start();
      await smtp.waitForMessages(1);
      await eventuallyAsync(
        async () => (await samples('harbourline_outbox_deliveries_total')).length === 3,
        'the e-mail and webhook attempts to be counted',
        5_000,
      );
      expect(await samples('harbourline_outbox_deliveries_total')).toEqual(
        expect.arrayContaining([
          'harbourline_outbox_deliveries_total{channel="email",outcome="failed"} 1',
          'harbourline_outbox_deliveries_total{channel="email",outcome="delivered"} 1',
          expect.stringMatching(
            /^harbourline_outbox_deliveries_total\{channel="webhook",outcome="failed"\} [1-9]/,
          ),
        ]),
      );
    } finally {
      await outbox.worker.stop(1_000);
      await store.close();
      await smtp.close();
    }
  });
});
