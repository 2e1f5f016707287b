import type { TestApp } from '../test/testSupport';
import { makeTestApp } from '../test/testSupport';
import { confirmationToken } from '../outbox/confirmationLink';
import { CONFIRMATION_MESSAGES, SIGNUP_ANSWER_MS } from './newsletterSignups';

/** Newsletter sign-ups through the real route into the forms database: double opt-in. */
const START = new Date('2026-11-20T01:02:03.000Z');
let now = START;
let t: TestApp;
beforeEach(async () => {
  now = START;
  t = await makeTestApp({
    now: () => now,
    forms: { outbox: { channels: ['email', 'webhook'], onQueued: () => {} } },
  });
});
afterEach(() => t.close());

const post = (url: string, payload: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const signUp = (payload: unknown, contentType?: string) =>
  post('/forms/newsletter-signups', payload, contentType);
const confirm = (token: unknown) => post('/forms/newsletter-confirmations', { token });

const stored = () => ({
  signups: t.db
    .prepare(
      'SELECT email, email_key, source_page, consented_at, confirmed_at, screened FROM newsletter_signups',
    )
    .all(),
  jobs: t.db
    .prepare(
      'SELECT channel, status FROM deliveries WHERE newsletter_signup_id IS NOT NULL ORDER BY channel',
    )
    .all(),
});

const referenceOf = (email: string) =>
  (
    t.db.prepare('SELECT reference FROM newsletter_signups WHERE email = ?').get(email) as {
      reference: string;
    }
  ).reference;

const tokenFor = async (email: string, expiresAt = new Date(now.getTime() + 3_600_000)) =>
  confirmationToken(await t.store.signingKey(), referenceOf(email), expiresAt);

/** The confirmation e-mail went out: as the worker marks it. */
const confirmationSent = () =>
  t.db
    .prepare(
      "UPDATE deliveries SET status = 'delivered', delivered_at = ? WHERE channel = 'confirmation'",
    )
    .run(now.toISOString());

describe('POST /forms/newsletter-signups', () => {
  it('stores the address unconfirmed and queues the e-mail that asks its owner to confirm', async () => {
    const response = await signUp({
      email: ' Facilities@School.edu.au ',
      sourcePage: '/blog/safety',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { email: 'Facilities@School.edu.au', confirmationSent: true },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(stored()).toEqual({
      signups: [
        {
          email: 'Facilities@School.edu.au',
          email_key: 'facilities@school.edu.au',
          source_page: '/blog/safety',
          consented_at: START.toISOString(),
          confirmed_at: null,
          screened: null,
        },
      ],
      // Staff hear of it once it is confirmed.
      jobs: [{ channel: 'confirmation', status: 'pending' }],
    });
  });

  it('answers a known address as a new one: the same words, whatever it is', async () => {
    const first = await signUp({ email: 'facilities@school.edu.au', sourcePage: '/' });
    const waiting = await signUp({ email: 'FACILITIES@school.edu.au', sourcePage: '/about' });
    await confirm(await tokenFor('facilities@school.edu.au'));
    const confirmed = await signUp({ email: 'FACILITIES@school.edu.au', sourcePage: '/about' });
    for (const answer of [first, waiting, confirmed]) {
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(answer.json() as object)).toEqual(['data']);
      expect((answer.json() as { data: object }).data).toEqual({
        email: expect.stringMatching(/^facilities@school\.edu\.au$/i),
        confirmationSent: true,
      });
    }
  });

  it('answers a known address as a new one in time too: every answer waits the same', async () => {
    await signUp({ email: 'known@example.com.au', sourcePage: '/' });
    const timed = async (email: string) => {
      const started = performance.now();
      await signUp({ email, sourcePage: '/' });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
    // Taken turn about, so a busy machine slows both kinds alike.
    const times = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        timed(i % 2 === 0 ? `new-${i}@example.com.au` : 'known@example.com.au'),
      ),
    );
    const fresh = times.filter((_, i) => i % 2 === 0);
    const known = times.filter((_, i) => i % 2 === 1);
    expect(Math.min(...fresh, ...known)).toBeGreaterThanOrEqual(SIGNUP_ANSWER_MS - 1);
    // Without the wait, a known address would answer about SIGNUP_ANSWER_MS sooner.
    expect(Math.abs(median(fresh) - median(known))).toBeLessThan(SIGNUP_ANSWER_MS / 5);
  });

  it('asks a known address again only once the last e-mail is a quarter of an hour old', async () => {
    await signUp({ email: 'jo@example.com.au', sourcePage: '/' });
    confirmationSent();
    await signUp({ email: 'jo@example.com.au', sourcePage: '/' });
    expect(stored().jobs).toEqual([{ channel: 'confirmation', status: 'delivered' }]);
    now = new Date(START.getTime() + 15 * 60_000);
    await signUp({ email: 'jo@example.com.au', sourcePage: '/' });
    expect(stored().jobs).toEqual([{ channel: 'confirmation', status: 'pending' }]);
  });

  it('stores one that filled the field people never see, and sends it nothing', async () => {
    const response = await signUp({
      email: 'bot@example.com',
      sourcePage: '/',
      website: 'http://spam.example',
    });
    expect(response.json()).toEqual({ data: { email: 'bot@example.com', confirmationSent: true } });
    expect(stored()).toMatchObject({ signups: [{ screened: 'honeypot' }], jobs: [] });
  });

  it('stores one sent within two seconds of the form opening, and sends it nothing', async () => {
    await signUp({ email: 'quick@example.com', sourcePage: '/', openForMs: 400 });
    await signUp({ email: 'person@example.com', sourcePage: '/', openForMs: 9_000 });
    expect(stored().signups).toMatchObject([{ screened: 'too fast' }, { screened: null }]);
    expect(stored().jobs).toEqual([{ channel: 'confirmation', status: 'pending' }]);
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

describe('POST /forms/newsletter-confirmations', () => {
  it('confirms the address from its link once, and only then tells staff', async () => {
    await signUp({ email: 'jo@example.com.au', sourcePage: '/' });
    const token = await tokenFor('jo@example.com.au');
    now = new Date(START.getTime() + 60_000);
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { email: 'jo@example.com.au', confirmed: true } });
    expect(stored()).toMatchObject({
      signups: [{ confirmed_at: now.toISOString() }],
      jobs: [
        { channel: 'confirmation', status: 'pending' },
        { channel: 'email', status: 'pending' },
        { channel: 'webhook', status: 'pending' },
      ],
    });
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(stored().jobs).toHaveLength(3);
  });

  it('refuses a link that has expired, saying how to get a new one', async () => {
    await signUp({ email: 'jo@example.com.au', sourcePage: '/' });
    const token = await tokenFor('jo@example.com.au', new Date(now.getTime() + 1_000));
    now = new Date(START.getTime() + 2_000);
    const response = await confirm(token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: CONFIRMATION_MESSAGES.expired });
    expect(stored().signups).toMatchObject([{ confirmed_at: null }]);
  });

  it('refuses a link changed by a hand or cut short, and any other address’s', async () => {
    await signUp({ email: 'jo@example.com.au', sourcePage: '/' });
    const token = await tokenFor('jo@example.com.au');
    const [reference = '', expires = '', mac = ''] = token.split('.');
    for (const forged of [
      `${reference}.${Number(expires) + 86_400}.${mac}`,
      `NL-22222222.${expires}.${mac}`,
      token.slice(0, -3),
      '',
      42,
    ]) {
      const response = await confirm(forged);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: CONFIRMATION_MESSAGES.invalid });
    }
    expect(stored().signups).toMatchObject([{ confirmed_at: null }]);
  });

  it('says so when the sign-up was removed since (forgotten at its owner’s request)', async () => {
    await signUp({ email: 'jo@example.com.au', sourcePage: '/' });
    const token = await tokenFor('jo@example.com.au');
    await t.store.staff.forget('jo@example.com.au');
    const response = await confirm(token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: CONFIRMATION_MESSAGES.unknown });
  });
});
