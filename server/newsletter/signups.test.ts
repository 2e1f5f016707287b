import type { TestApp } from '../test/testSupport';
import { makeTestApp } from '../test/testSupport';

/** Newsletter sign-ups through the real route into the forms database. */
const NOW = new Date('2026-11-20T01:02:03.000Z');
let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({
    now: () => NOW,
    forms: { outbox: { channels: ['email', 'webhook'], onQueued: () => {} } },
  });
});
afterEach(() => t.close());

const signUp = (payload: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/forms/newsletter-signups',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const stored = () => ({
  signups: t.db
    .prepare('SELECT email, email_key, source_page, consented_at FROM newsletter_signups')
    .all(),
  jobs: t.db
    .prepare(
      'SELECT channel, status FROM deliveries WHERE newsletter_signup_id IS NOT NULL ORDER BY channel',
    )
    .all(),
});

describe('POST /forms/newsletter-signups', () => {
  it('stores the address with its consent time and page, and queues its delivery', async () => {
    const response = await signUp({
      email: ' Facilities@School.edu.au ',
      sourcePage: '/blog/safety',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { email: 'Facilities@School.edu.au', subscribed: true },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(stored()).toEqual({
      signups: [
        {
          email: 'Facilities@School.edu.au',
          email_key: 'facilities@school.edu.au',
          source_page: '/blog/safety',
          consented_at: NOW.toISOString(),
        },
      ],
      jobs: [
        { channel: 'email', status: 'pending' },
        { channel: 'webhook', status: 'pending' },
      ],
    });
  });

  it('answers a second sign-up of the address the same way, storing and queueing nothing', async () => {
    await signUp({ email: 'facilities@school.edu.au', sourcePage: '/' });
    const before = stored();
    const again = await signUp({ email: 'FACILITIES@school.edu.au', sourcePage: '/about' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { email: 'FACILITIES@school.edu.au', subscribed: true } });
    expect(stored()).toEqual(before);
  });

  it.each([
    [{ sourcePage: '/' }, { email: ['Enter your e-mail address.'] }],
    [
      { email: 'not-an-address', sourcePage: '/' },
      { email: ['Enter a valid e-mail address, like name@company.com.au.'] },
    ],
    [
      { email: 'jo@company', sourcePage: '/' },
      { email: ['Enter a valid e-mail address, like name@company.com.au.'] },
    ],
    [
      { email: 42, sourcePage: '/' },
      { email: ['Enter a valid e-mail address, like name@company.com.au.'] },
    ],
    [
      { email: 'a@example.com', sourcePage: 'https://elsewhere.example/' },
      { sourcePage: ['The page the form was on must be a path on this site, such as /about.'] },
    ],
    [
      { email: 'a@example.com', sourcePage: `/${'x'.repeat(500)}` },
      { sourcePage: ['The page the form was on must be a path on this site, such as /about.'] },
    ],
    [
      { email: 'a@example.com', sourcePage: '/line\nbreak' },
      { sourcePage: ['The page the form was on must be a path on this site, such as /about.'] },
    ],
    [
      { email: 'bad', sourcePage: '//evil.example' },
      {
        email: ['Enter a valid e-mail address, like name@company.com.au.'],
        sourcePage: ['The page the form was on must be a path on this site, such as /about.'],
      },
    ],
  ])('refuses %j with 422 naming each bad field, storing nothing', async (payload, errors) => {
    const response = await signUp(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The given data was invalid.', errors });
    expect(stored()).toEqual({ signups: [], jobs: [] });
  });

  it('refuses a form post with 415 and broken JSON with 400, storing nothing', async () => {
    expect((await signUp('email=a%40b.com', 'application/x-www-form-urlencoded')).statusCode).toBe(
      415,
    );
    expect((await signUp('{"email":')).statusCode).toBe(400);
    expect(stored()).toEqual({ signups: [], jobs: [] });
  });
});
