import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { securityHeaders } from '../server/http/securityHeaders';
import { cspHash, SCRIPT_LOADER_HASH } from '../server/pages/inlineAssets';
import { writeDeployFiles } from './deployFiles';

const API_ORIGIN = 'https://admin.harbourline.example';

/** A small build: pages, the shell, the 404 page, hashed assets with a source map. */
const BUILD_FILES = [
  'index.html',
  '404.html',
  'shell.html',
  'favicon.svg',
  'sitemap.xml',
  'about/index.html',
  'services/index.html',
  'services/cleaning/index.html',
  'blog/index.html',
  'blog/first-post/index.html',
  'assets/main.0123456789.js',
  'assets/main.0123456789.js.map',
  'assets/main.0123456789.css',
];

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'harbourline-deploy-files-'));
  for (const file of BUILD_FILES) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), '');
  }
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

const read = (name: string): string => readFileSync(path.join(distDir, name), 'utf8');

/** `_headers` as its rules: pattern → headers, in file order. */
function parseHeadersFile(text: string): [string, Record<string, string>][] {
  const rules: [string, Record<string, string>][] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push([line, {}]);
      continue;
    }
    const current = rules.at(-1);
    if (!current) throw new Error(`A header before any path: ${line}`);
    const match = /^ {2}([A-Za-z-]+): (.+)$/.exec(line);
    if (!match?.[1] || !match[2]) throw new Error(`Not a header line: ${line}`);
    current[1][match[1]] = match[2];
  }
  return rules;
}

/** `_nginx-headers.conf` as name → value. */
function parseNginxHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = /^add_header ([A-Za-z-]+) (?:"([^"]*)"|'([^']*)') always;$/.exec(line);
    const value = match?.[2] ?? match?.[3];
    if (!match?.[1] || value === undefined) throw new Error(`Not an add_header line: ${line}`);
    headers[match[1]] = value;
  }
  return headers;
}

describe('writeDeployFiles', () => {
  it('puts exactly the security headers, HSTS included, on every path of _headers', () => {
    writeDeployFiles(distDir, { apiOrigin: null, inlineStyleHashes: [] });
    const rules = parseHeadersFile(read('_headers'));
    expect(rules[0]).toEqual(['/*', securityHeaders({ https: true })]);
    // No other rule repeats one of them (the hosts would join the two values).
    for (const [, headers] of rules.slice(1)) {
      expect(Object.keys(headers)).toEqual(['Cache-Control']);
    }
  });

  it('caches the hashed assets for a year and makes the HTML and the blog’s built views revalidate', () => {
    writeDeployFiles(distDir, { apiOrigin: null, inlineStyleHashes: [] });
    const cacheControl = Object.fromEntries(
      parseHeadersFile(read('_headers'))
        .slice(1)
        .map(([pattern, headers]) => [pattern, headers['Cache-Control']]),
    );
    expect(cacheControl).toEqual({
      '/assets/*': 'public, max-age=31536000, immutable',
      '/_blog/built/*': 'no-cache',
      '/': 'no-cache',
      '/*.html': 'no-cache',
      '/about': 'no-cache',
      '/about/*': 'no-cache',
      '/blog': 'no-cache',
      '/blog/*': 'no-cache',
      '/services': 'no-cache',
      '/services/*': 'no-cache',
    });
  });

  it('sends every path without a file to the app shell with status 200', () => {
    writeDeployFiles(distDir, { apiOrigin: null, inlineStyleHashes: [] });
    const rules = read('_redirects')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(rules).toEqual(['/* /shell.html 200']);
  });

  it('writes the same security headers, HSTS included, as nginx directives', () => {
    writeDeployFiles(distDir, { apiOrigin: null, inlineStyleHashes: [] });
    expect(parseNginxHeaders(read('_nginx-headers.conf'))).toEqual(
      securityHeaders({ https: true }),
    );
  });

  it('allows a contact endpoint on another origin for requests, in every host’s headers', () => {
    const formsOrigin = 'https://forms.harbourline.example';
    writeDeployFiles(distDir, { apiOrigin: null, formsOrigin, inlineStyleHashes: [] });
    const expected = securityHeaders({ formsOrigin, https: true });
    expect(expected['Content-Security-Policy']).toContain(`connect-src 'self' ${formsOrigin};`);
    expect(parseHeadersFile(read('_headers'))[0]).toEqual(['/*', expected]);
    expect(parseNginxHeaders(read('_nginx-headers.conf'))).toEqual(expected);
  });

  it('allows an API on another origin for requests and post images only', () => {
    writeDeployFiles(distDir, { apiOrigin: API_ORIGIN, inlineStyleHashes: [] });
    const expected = securityHeaders({ apiOrigin: API_ORIGIN, https: true });
    const csp = expected['Content-Security-Policy'];
    expect(csp).toContain(`connect-src 'self' ${API_ORIGIN};`);
    expect(csp).toContain(`img-src 'self' ${API_ORIGIN};`);
    expect(csp).toContain(`script-src 'self' ${SCRIPT_LOADER_HASH};`);
    expect(parseHeadersFile(read('_headers'))[0]).toEqual(['/*', expected]);
    expect(parseNginxHeaders(read('_nginx-headers.conf'))).toEqual(expected);
  });

  it("allows the pages' inline stylesheets by their hashes and nothing else inline", () => {
    const hashes = [cspHash('a{color:red}'), cspHash('b{color:blue}')];
    writeDeployFiles(distDir, { apiOrigin: null, inlineStyleHashes: hashes });
    const csp = parseHeadersFile(read('_headers'))[0]?.[1]['Content-Security-Policy'];
    expect(csp).toContain(`style-src 'self' ${hashes.join(' ')};`);
    expect(csp).not.toContain('unsafe-inline');
    expect(parseNginxHeaders(read('_nginx-headers.conf'))['Content-Security-Policy']).toBe(csp);
  });

  it('has the pages report CSP violations to the forms server, in every host’s headers', () => {
    const cspReportsUrl = 'https://forms.harbourline.example/forms/csp-reports';
    writeDeployFiles(distDir, { apiOrigin: null, cspReportsUrl, inlineStyleHashes: [] });
    const expected = securityHeaders({ cspReportsUrl, https: true });
    expect(expected['Content-Security-Policy']).toMatch(
      new RegExp(`; report-uri ${cspReportsUrl}; report-to csp-endpoint$`),
    );
    expect(expected['Reporting-Endpoints']).toBe(`csp-endpoint="${cspReportsUrl}"`);
    expect(parseHeadersFile(read('_headers'))[0]).toEqual(['/*', expected]);
    // The endpoint's name is quoted, so nginx carries it in single quotes.
    expect(read('_nginx-headers.conf')).toContain(
      `add_header Reporting-Endpoints 'csp-endpoint="${cspReportsUrl}"' always;`,
    );
    expect(parseNginxHeaders(read('_nginx-headers.conf'))).toEqual(expected);
  });

  it('refuses an API origin that would break out of the header files', () => {
    for (const apiOrigin of ['https://$host', 'a\nb', 'https://a\\b']) {
      expect(() => writeDeployFiles(distDir, { apiOrigin, inlineStyleHashes: [] })).toThrow(
        /cannot be written/,
      );
    }
    const quotes = `https://a.example" always; return 200 'x`;
    expect(() => writeDeployFiles(distDir, { apiOrigin: quotes, inlineStyleHashes: [] })).toThrow(
      /both kinds of quote/,
    );
  });
});
