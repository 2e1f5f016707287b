import type { TestApp } from '../test/testSupport';
import { makeTestApp } from '../test/testSupport';

/** The forms called from a site on another origin (a static host), as browsers do. */
const SITE = 'https://www.harbourline.example';
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({
    forms: { corsOrigins: [SITE], signupRateLimit: { max: 1, windowMs: 60_000 } },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, origin = SITE) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', origin },
    payload: JSON.stringify(payload),
  });

describe('CORS on the forms', () => {
  it('answers the site’s preflight with the methods and headers the forms use', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/forms/contact-requests',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': SITE,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type, Accept, Idempotency-Key',
    });
  });

  it('lets the site read every answer: created, refused with a named field, rate limited', async () => {
    const created = await post('/forms/newsletter-signups', {
      email: 'a@example.com',
      sourcePage: '/',
    });
    expect(created.statusCode).toBe(200);
    const limited = await post('/forms/newsletter-signups', {
      email: 'b@example.com',
      sourcePage: '/',
    });
    expect(limited.statusCode).toBe(429);
    const invalid = await post('/forms/contact-requests', { name: 'A' });
    expect(invalid.statusCode).toBe(422);
    for (const response of [created, limited, invalid]) {
      expect(response.headers['access-control-allow-origin']).toBe(SITE);
    }
  });

  it('gives any other origin no CORS headers, and leaves the blog API alone', async () => {
    const other = await post('/forms/contact-requests', { name: 'A' }, 'https://elsewhere.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const posts = await t.app.inject({
      method: 'GET',
      url: '/api/posts?per_page=1',
      headers: { origin: SITE },
    });
    expect(posts.headers['access-control-allow-origin']).toBeUndefined();
  });
});
