import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OutboxSummary } from '../store/formsStore';

export type ApiOutcome = 'ok' | 'not_found' | 'error' | 'too_many_pages';
/** The blog API's calls: every post, a search's matches, one post. */
export type BlogApiCall = 'list' | 'search' | 'post';

export interface PageCacheEvents {
  hit(): void;
  miss(): void;
  evicted(): void;
}

// Listed with their alerts in docs/operations.md.
export interface ServerMetrics {
  readonly registry: Registry;
  requestFinished(request: {
    method: string;
    route: string;
    status: number;
    seconds: number;
  }): void;
  readonly pageCache: PageCacheEvents;
  blogApiCall(call: BlogApiCall, outcome: ApiOutcome, seconds: number): void;
  deliveryAttempted(channel: string, outcome: 'delivered' | 'failed'): void;
  rateLimited(route: string): void;
  cspReport(directive: string): void;
  watchOutbox(read: () => Promise<OutboxSummary[]>): void;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const HELP = {
  harbourline_http_requests_total: 'Requests answered, by method, route pattern and status.',
  harbourline_http_request_duration_seconds:
    'Time from a request’s arrival to its answer, by method and route pattern.',
  harbourline_page_cache_events_total:
    'Rendered blog pages reused (hit), rendered again (miss) or pushed out (eviction).',
  harbourline_blog_api_calls_total:
    'Calls the server made to the blog API, by call and outcome (ok, not_found, error).',
  harbourline_blog_api_call_duration_seconds:
    'Time the blog API took to answer the server, by call.',
  harbourline_outbox_deliveries_total:
    'Delivery attempts of the forms’ outbox, by channel and outcome (delivered, failed).',
  harbourline_rate_limit_refusals_total:
    'Requests refused with 429 by the rate limits, by route pattern.',
  harbourline_csp_reports_total:
    'Content-Security-Policy violation reports received, by violated directive.',
};

const SUMMARY_REUSE_MS = 1_000;

export interface MetricsOptions {
  processMetrics?: boolean;
  now?: () => number;
}

export function createServerMetrics({
  processMetrics = true,
  now = Date.now,
}: MetricsOptions = {}): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (processMetrics) collectDefaultMetrics({ register: registry });

  const counter = <L extends string>(name: keyof typeof HELP, labelNames: L[]) =>
    new Counter({ name, help: HELP[name], labelNames, registers });
  const histogram = <L extends string>(name: keyof typeof HELP, labelNames: L[]) =>
    new Histogram({ name, help: HELP[name], labelNames, buckets: SECONDS_BUCKETS, registers });
  const requests = counter('harbourline_http_requests_total', ['method', 'route', 'status']);
  const requestSeconds = histogram('harbourline_http_request_duration_seconds', [
    'method',
    'route',
  ]);
  const pageCache = counter('harbourline_page_cache_events_total', ['event']);
  const apiCalls = counter('harbourline_blog_api_calls_total', ['call', 'outcome']);
  const apiSeconds = histogram('harbourline_blog_api_call_duration_seconds', ['call']);
  const deliveries = counter('harbourline_outbox_deliveries_total', ['channel', 'outcome']);
  const refusals = counter('harbourline_rate_limit_refusals_total', ['route']);
  const cspReports = counter('harbourline_csp_reports_total', ['directive']);

  let readOutbox: (() => Promise<OutboxSummary[]>) | null = null;
  let lastRead: { at: number; summary: Promise<OutboxSummary[]> } | null = null;
  const outboxSummary = (): Promise<OutboxSummary[]> => {
    if (readOutbox === null) return Promise.resolve([]);
    if (lastRead === null || now() - lastRead.at >= SUMMARY_REUSE_MS) {
      // A database that does not answer leaves the gauges empty: their absence alerts.
      lastRead = { at: now(), summary: readOutbox().catch(() => []) };
    }
    return lastRead.summary;
  };
  const outboxGauge = (name: string, help: string, value: (row: OutboxSummary) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['channel'],
      registers,
      async collect() {
        const summary = await outboxSummary();
        this.reset();
        for (const row of summary) this.set({ channel: row.channel }, value(row));
      },
    });
  outboxGauge(
    'harbourline_outbox_pending_jobs',
    'Deliveries waiting to be made or retried, by channel.',
    (row) => row.pending,
  );
  outboxGauge(
    'harbourline_outbox_oldest_pending_age_seconds',
    'Age of the oldest delivery still waiting, by channel (0 when none waits).',
    (row) => (row.oldestPendingAt === null ? 0 : (now() - Date.parse(row.oldestPendingAt)) / 1000),
  );
  outboxGauge(
    'harbourline_outbox_failed_jobs',
    'Deliveries given up on, waiting for staff (npm run leads -- retry), by channel.',
    (row) => row.failed,
  );

  return {
    registry,
    requestFinished({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    pageCache: {
      hit: () => pageCache.inc({ event: 'hit' }),
      miss: () => pageCache.inc({ event: 'miss' }),
      evicted: () => pageCache.inc({ event: 'eviction' }),
    },
    blogApiCall(call, outcome, seconds) {
      apiCalls.inc({ call, outcome });
      apiSeconds.observe({ call }, seconds);
    },
    deliveryAttempted: (channel, outcome) => deliveries.inc({ channel, outcome }),
    rateLimited: (route) => refusals.inc({ route }),
    cspReport: (directive) => cspReports.inc({ directive }),
    watchOutbox(read) {
      readOutbox = read;
      lastRead = null;
    },
  };
}
