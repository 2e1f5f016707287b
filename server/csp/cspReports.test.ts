import { createServerMetrics } from '../metrics/serverMetrics';
import type { ServerMetrics } from '../metrics/serverMetrics';
import type { CollectedLog } from '../test/collectingLogger';
import { collectingLogger } from '../test/collectingLogger';
import type { TestApp, TestAppOptions } from '../test/testSupport';
import { makeTestApp } from '../test/testSupport';
import { CSP_REPORT_BODY_LIMIT } from './cspReportRoutes';
import { cspReportsUrl, OWN_CSP_REPORTS_URL } from './cspReportsUrl';

/**
 * Content-Security-Policy violations reach the company: the policy names the endpoint, the
 * endpoint takes both formats browsers send, counts each violation by directive and logs
 * it at warn with the blocked origin and the page's path, nothing about the visitor.
 */
const ENDPOINT = '/forms/csp-reports';
const SITE = 'https://www.harbourline.example';

const cspReport = {
  'csp-report': {
    'document-uri': `${SITE}/blog?search=jordan%40example.com`,
    referrer: `${SITE}/contact?name=Jordan`,
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "default-src 'self'; img-src 'self'; report-uri /forms/csp-reports",
    disposition: 'enforce',
    'blocked-uri': 'https://tracker.example.net/pixel.gif?visitor=12345',
    'status-code': 200,
    'script-sample': '',
  },
};

const reportingApiBatch = [
  {
    type: 'csp-violation',
    age: 10,
    url: `${SITE}/about?ref=mail`,
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: `${SITE}/about?ref=mail`,
      effectiveDirective: 'script-src-elem',
      blockedURL: 'https://cdn.evil.example/x.js',
      originalPolicy: "script-src 'self'",
      disposition: 'enforce',
      statusCode: 200,
    },
  },
  {
    type: 'csp-violation',
    age: 12,
    url: `${SITE}/about`,
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: `${SITE}/about`,
      effectiveDirective: 'require-trusted-types-for',
      blockedURL: 'trusted-types-sink',
      disposition: 'enforce',
      sample: 'Element innerHTML|<img src=x onerror=alert(1)>',
    },
  },
  { type: 'deprecation', age: 1, url: `${SITE}/`, body: { id: 'X', message: 'old API' } },
];

let t: TestApp;
let log: CollectedLog;
let metrics: ServerMetrics;

async function start(options: TestAppOptions = {}) {
  log = collectingLogger('info');
  metrics = createServerMetrics({ processMetrics: false });
  t = await makeTestApp({ logger: log.logger, metrics, ...options });
}
afterEach(() => t.close());

const post = (body: string, contentType: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: ENDPOINT,
    headers: { 'content-type': contentType, ...headers },
    payload: body,
  });

const counted = async () =>
  (await metrics.registry.metrics())
    .split('\n')
    .filter((line) => line.startsWith('harbourline_csp_reports_total{'));

const violations = () =>
  log.lines.filter((line) => line.msg === 'Content-Security-Policy violation');

describe('the policy', () => {
  beforeEach(() => start({ trustProxy: 1 }));

  it('names report-uri over plain HTTP, where Chromium ignores Reporting-Endpoints', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { accept: 'text/html' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/; report-uri \/forms\/csp-reports$/);
    expect(csp).not.toContain('report-to');
    expect(response.headers['reporting-endpoints']).toBeUndefined();
  });

  it('adds report-to and its Reporting-Endpoints over HTTPS', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['content-security-policy'])).toMatch(
      /; report-uri \/forms\/csp-reports; report-to csp-endpoint$/,
    );
    expect(response.headers['reporting-endpoints']).toBe(`csp-endpoint="${OWN_CSP_REPORTS_URL}"`);
  });

  it('reports to the forms server a static build names, and nowhere without one', () => {
    expect(cspReportsUrl('https://forms.harbourline.example')).toBe(
      'https://forms.harbourline.example/forms/csp-reports',
    );
    expect(cspReportsUrl('')).toBe('/forms/csp-reports');
    expect(cspReportsUrl(null)).toBeNull();
  });
});

describe('the endpoint', () => {
  beforeEach(() => start());

  it('takes a report-uri report: counted by directive, logged at warn without personal data', async () => {
    const response = await post(JSON.stringify(cspReport), 'application/csp-report');
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await counted()).toEqual(['harbourline_csp_reports_total{directive="img-src"} 1']);
    expect(violations()).toEqual([
      expect.objectContaining({
        level: 40,
        directive: 'img-src',
        blocked: 'https://tracker.example.net',
        page: '/blog',
        disposition: 'enforce',
      }),
    ]);
    expect(log.text()).not.toMatch(/jordan|Jordan|visitor=|pixel\.gif/);
  });

  it('takes a Reporting API batch, reading its CSP violations only', async () => {
    const response = await post(JSON.stringify(reportingApiBatch), 'application/reports+json');
    expect(response.statusCode).toBe(204);
    expect(await counted()).toEqual([
      'harbourline_csp_reports_total{directive="script-src-elem"} 1',
      'harbourline_csp_reports_total{directive="require-trusted-types-for"} 1',
    ]);
    expect(violations()).toEqual([
      expect.objectContaining({
        directive: 'script-src-elem',
        blocked: 'https://cdn.evil.example',
        page: '/about',
      }),
      expect.objectContaining({
        directive: 'require-trusted-types-for',
        blocked: 'trusted-types-sink',
      }),
    ]);
    expect(log.text()).not.toMatch(/onerror|ref=mail|Mozilla/);
  });

  it('counts what it logs: a batch of 200 moves the metric by ten, as many as are logged', async () => {
    const violation = { type: 'csp-violation', body: { effectiveDirective: 'script-src-elem' } };
    const batch = Array.from({ length: 200 }, () => violation);
    const response = await post(JSON.stringify(batch), 'application/reports+json');
    expect(response.statusCode).toBe(204);
    expect(violations()).toHaveLength(10);
    expect(await counted()).toEqual([
      'harbourline_csp_reports_total{directive="script-src-elem"} 10',
    ]);
  });

  it('keeps its metric labels to known directives', async () => {
    const odd = {
      'csp-report': { ...cspReport['csp-report'], 'effective-directive': `x-${'a'.repeat(50)}` },
    };
    expect((await post(JSON.stringify(odd), 'application/csp-report')).statusCode).toBe(204);
    expect(await counted()).toEqual(['harbourline_csp_reports_total{directive="other"} 1']);
  });

  it.each([
    ['not JSON', '{"csp-report":', 'application/csp-report', 400],
    ['JSON of another shape', '{"hello":"world"}', 'application/csp-report', 400],
    ['another content type', JSON.stringify(cspReport), 'text/plain', 415],
    [
      'a body over the limit',
      JSON.stringify([{ pad: 'x'.repeat(CSP_REPORT_BODY_LIMIT) }]),
      'application/reports+json',
      413,
    ],
  ])('refuses %s, counting nothing', async (_case, body, type, status) => {
    const response = await post(body, type);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await counted()).toEqual([]);
  });
});

describe('the endpoint’s limits', () => {
  it('answers 429 past its rate limit, and counts the refusals', async () => {
    await start({ forms: { cspReports: { rateLimit: { max: 3, windowMs: 60_000 } } } });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await post(JSON.stringify(cspReport), 'application/csp-report')).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(await metrics.registry.metrics()).toContain(
      'harbourline_rate_limit_refusals_total{route="/forms/csp-reports"} 2',
    );
  });

  it('lets the pages of a static site on another origin report (the Reporting API asks first)', async () => {
    await start({ forms: { corsOrigins: [SITE] } });
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: ENDPOINT,
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/content-type/i);
    const report = await post(JSON.stringify(reportingApiBatch), 'application/reports+json', {
      origin: SITE,
    });
    expect(report.statusCode).toBe(204);
    expect(report.headers['access-control-allow-origin']).toBe(SITE);
  });
});
