import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { readBuildSettings } from '../config/buildSettings';
import { formsOriginOf } from '../config/buildSettings';
import {
  connectSources,
  contentSecurityPolicy,
  registerSecurityHeaders,
  securityHeaders,
} from './securityHeaders';
import { cspHash, SCRIPT_LOADER_HASH } from '../pages/inlineAssets';
import { mapEmbedUrl } from '@/features/contact/mapLinks';
import { OWN_CSP_REPORTS_URL } from '../csp/cspReportsUrl';
import { makeTestApp } from '../test/testSupport';
import type { TestApp } from '../test/testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const HTML = { accept: 'text/html' };

describe('security headers', () => {
  it.each([
    ['a page', '/about', HTML],
    ['the 404 page', '/no-such-page', HTML],
    ['an asset', '/assets/main.0123456789.js', {}],
    ['the API', '/api/posts?per_page=1', {}],
    ['an API error', '/api/posts?per_page=-1', {}],
    ['a missing file', '/images/posts/missing.svg', {}],
  ])('are on every response: %s', async (_name, url, headers) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.headers['content-security-policy']).toBe(
      contentSecurityPolicy({ cspReportsUrl: OWN_CSP_REPORTS_URL }),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps scripts and styles to this origin, inline only the blocks allowed by hash', () => {
    const styleHash = cspHash('main{display:block}');
    const directives = Object.fromEntries(
      contentSecurityPolicy({ inlineStyleHashes: [styleHash] })
        .split('; ')
        .map((directive) => {
          const [name = '', ...values] = directive.split(' ');
          return [name, values];
        }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", SCRIPT_LOADER_HASH]);
    expect(directives['style-src']).toEqual(["'self'", styleHash]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['frame-src']).toEqual(['https://www.google.com/maps']);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('lets frames load the office map embed and nothing else of its host', () => {
    // A source with a path and no trailing slash matches that path exactly (query aside).
    const [source = ''] = /frame-src (\S+);/.exec(contentSecurityPolicy())?.slice(1) ?? [];
    const embed = new URL(mapEmbedUrl);
    expect(`${embed.origin}${embed.pathname}`).toBe(source);
  });

  it('names no obsolete Permissions-Policy features (Chrome warns about interest-cohort)', () => {
    expect(securityHeaders()['Permissions-Policy']).not.toMatch(/interest-cohort/);
  });

  it('allows an API on another origin only for requests and post images', () => {
    const csp = contentSecurityPolicy({ apiOrigin: 'https://admin.harbourline.example' });
    expect(csp).toContain("connect-src 'self' https://admin.harbourline.example;");
    expect(csp).toContain("img-src 'self' https://admin.harbourline.example;");
    expect(csp).toContain(`script-src 'self' ${SCRIPT_LOADER_HASH};`);
  });

  it('allows a host’s image service for images only', () => {
    const csp = contentSecurityPolicy({
      apiOrigin: 'https://admin.harbourline.example',
      imageOrigin: 'https://images.harbourline.example',
    });
    expect(csp).toContain(
      "img-src 'self' https://admin.harbourline.example https://images.harbourline.example;",
    );
    expect(csp).toContain("connect-src 'self' https://admin.harbourline.example;");
  });

  it('allows a forms server on another origin for requests only, listed once', () => {
    const { FORMS_URL: formsUrl } = readBuildSettings({
      API_BASE_URL: 'https://admin.harbourline.example/api',
      FORMS_URL: 'https://forms.harbourline.example',
    });
    const formsOrigin = formsOriginOf(formsUrl);
    const csp = contentSecurityPolicy({
      apiOrigin: 'https://admin.harbourline.example',
      formsOrigin,
    });
    expect(csp).toContain(
      "connect-src 'self' https://admin.harbourline.example https://forms.harbourline.example;",
    );
    expect(csp).toContain("img-src 'self' https://admin.harbourline.example;");
    // The same origin twice is listed once; the default (this site) adds nothing.
    const sameHost = 'https://admin.harbourline.example';
    expect(connectSources({ apiOrigin: sameHost, formsOrigin: sameHost })).toEqual([
      "'self'",
      sameHost,
    ]);
    expect(formsOriginOf(readBuildSettings({}).FORMS_URL)).toBeNull();
  });

  it('sends the forms server’s origin in connect-src from the Fastify hook', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { formsOrigin: 'https://forms.harbourline.example' });
    app.get('/', async () => ({ ok: true }));
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.headers['content-security-policy']).toContain(
        "connect-src 'self' https://forms.harbourline.example;",
      );
    } finally {
      await app.close();
    }
  });

  it('the site server allows the contact origin on pages and on its framework errors', async () => {
    const site = await makeTestApp({ formsOrigin: 'https://forms.harbourline.example' });
    try {
      for (const url of ['/about', '/blog/%ff']) {
        const response = await site.app.inject({ method: 'GET', url, headers: HTML });
        expect([url, response.headers['content-security-policy']]).toEqual([
          url,
          expect.stringContaining("connect-src 'self' https://forms.harbourline.example;"),
        ]);
      }
    } finally {
      await site.close();
    }
  });

  it('adds HSTS when served over HTTPS behind a trusted proxy', async () => {
    const proxied = await makeTestApp({ trustProxy: 1 });
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/about',
        headers: { ...HTML, 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
    } finally {
      await proxied.close();
    }
  });

  it('lists every header once, in one place, with HSTS only over HTTPS', () => {
    const plain = securityHeaders();
    expect(Object.keys(plain).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    expect(plain['Content-Security-Policy']).toBe(contentSecurityPolicy());
    expect(securityHeaders({ https: true })).toEqual({
      ...plain,
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    });
    const withApi = securityHeaders({ apiOrigin: 'https://admin.harbourline.example' });
    expect(withApi['Content-Security-Policy']).toBe(
      contentSecurityPolicy({ apiOrigin: 'https://admin.harbourline.example' }),
    );
  });

  it('sends exactly the listed headers from the Fastify hook', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about', headers: HTML });
    for (const [name, value] of Object.entries(
      securityHeaders({ cspReportsUrl: OWN_CSP_REPORTS_URL }),
    )) {
      expect(response.headers[name.toLowerCase()]).toBe(value);
    }
  });
});

describe('inline styles the policy allows', () => {
  const STYLES = ['main{color:#123}', 'h1{margin:0}'];
  const BUILD_STYLES = [...STYLES, 'footer{padding:0}'].map(cspHash);
  let styled: TestApp;
  beforeAll(async () => {
    styled = await makeTestApp({ inlineStyleHashes: () => BUILD_STYLES });
    const page = `<!doctype html><html lang="en-AU"><head><title>Styled</title>${STYLES.map(
      (css, index) => `<style data-href="/assets/${index}.css">${css}</style>`,
    ).join('')}</head><body><div id="root"><h1>Styled</h1></div></body></html>`;
    fs.mkdirSync(path.join(styled.distDir, 'styled'));
    fs.writeFileSync(path.join(styled.distDir, 'styled', 'index.html'), page);
  });
  afterAll(() => styled.close());

  const styleSources = (headers: Record<string, unknown>): string[] =>
    String(headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('style-src '))
      ?.split(' ')
      .slice(1) ?? [];

  it('allows a generated page exactly the styles it carries, so its header stays short', async () => {
    const response = await styled.app.inject({ method: 'GET', url: '/styled', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(styleSources(response.headers)).toEqual(["'self'", ...STYLES.map(cspHash)]);
  });

  it('allows an HTML file sent as it is on disk every stylesheet of the build', async () => {
    const response = await styled.app.inject({ method: 'GET', url: '/shell.html' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(styleSources(response.headers)).toEqual(["'self'", ...BUILD_STYLES]);
  });

  it('allows no inline styles in answers that are not pages', async () => {
    const response = await styled.app.inject({ method: 'GET', url: '/api/posts?per_page=1' });
    expect(response.statusCode).toBe(200);
    expect(styleSources(response.headers)).toEqual(["'self'"]);
  });
});
