import { makeTestApp } from '../test/testSupport';
import type { TestApp } from '../test/testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ forms: { contactRateLimit: { max: 3, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const submit = (key: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/forms/contact-requests',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    payload: {
      name: 'Jo Citizen',
      email: 'jo@example.com.au',
      message: 'Please quote for weekly office cleaning.',
    },
  });

describe('contact submissions are rate limited per client', () => {
  it('answers 429 JSON with Retry-After once a client goes over the limit', async () => {
    for (const key of ['limit-key-0001', 'limit-key-0002', 'limit-key-0003']) {
      expect((await submit(key)).statusCode).toBe(201);
    }
    const limited = await submit('limit-key-0004');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/Too many requests/),
      retryAfter: Number(limited.headers['retry-after']),
    });
    const stored = t.db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get() as {
      n: number;
    };
    expect(stored.n).toBe(3);
  });

  it('counts each client separately and leaves reading posts alone', async () => {
    expect((await submit('other-client-01', '198.51.100.4')).statusCode).toBe(201);
    const posts = await t.app.inject({
      method: 'GET',
      url: '/api/posts?per_page=1',
      remoteAddress: '203.0.113.7',
    });
    expect(posts.statusCode).toBe(200);
  });
});
