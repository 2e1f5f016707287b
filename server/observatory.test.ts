import { scoreHeaders } from './observatory';
import { makeTestApp } from './testSupport';
import type { TestApp } from './testSupport';

let t: TestApp;
beforeAll(async () => {
  // As deployed: behind a TLS-terminating proxy that says which scheme the visitor used.
  t = await makeTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const scan = async (url: string) => {
  const https = await t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', host: 'www.harbourline.example', 'x-forwarded-proto': 'https' },
  });
  const http = await t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', host: 'www.harbourline.example', 'x-forwarded-proto': 'http' },
  });
  return scoreHeaders({
    https: { status: https.statusCode, headers: https.headers, body: https.body },
    http: { status: http.statusCode, headers: http.headers },
  });
};

describe('HTTP Observatory grade', () => {
  it.each(['/', '/about', '/no-such-page', '/api/posts?per_page=1'])(
    'is A+ for %s',
    async (url) => {
      const { grade, score, tests } = await scan(url);
      expect(tests.filter((test) => test.modifier < 0)).toEqual([]);
      expect(score).toBeGreaterThanOrEqual(100);
      expect(grade).toBe('A+');
    },
  );

  it('earns the bonuses for a strict CSP, a private referrer policy and frame-ancestors', async () => {
    const { tests, score } = await scan('/');
    const results = Object.fromEntries(tests.map((test) => [test.test, test.result]));
    expect(results).toMatchObject({
      'content-security-policy': 'csp-implemented-with-no-unsafe',
      'referrer-policy': 'referrer-policy-private',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      redirection: 'redirection-to-https',
      'subresource-integrity': 'sri-not-implemented-but-no-scripts-loaded',
    });
    expect(score).toBe(115);
  });

  it('would grade a bare server F, so the scorer can fail', () => {
    const bare = scoreHeaders({
      https: {
        status: 200,
        headers: { 'content-type': 'text/html' },
        body: '<script src="http://cdn.example/x.js"></script>',
      },
      http: { status: 200, headers: {} },
    });
    expect(bare.grade).toBe('F');
  });
});
