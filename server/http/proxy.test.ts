import { loadConfig } from '../config/serverConfig';
import type { Paginated } from '../reference-api/posts/pagination';
import type { CollectedLog } from '../test/collectingLogger';
import { collectingLogger } from '../test/collectingLogger';
import { fastifyTrustProxy } from '../trustedProxies';
import { makeTestApp } from '../test/testSupport';
import type { TestApp } from '../test/testSupport';

/** The proxy in front of the server, on the same machine (nginx) or its private network. */
const PROXY = '127.0.0.1';
const SITE_URL = 'https://www.harbourline.example';

/** The app as TRUST_PROXY sets it up, allowing three contact submissions a minute. */
const withApp = async (
  TRUST_PROXY: string | undefined,
  test: (t: TestApp) => Promise<void>,
  log?: CollectedLog,
) => {
  const { TRUST_PROXY: trustProxy } = loadConfig({ TRUST_PROXY, DB_PATH: ':memory:' });
  const t = await makeTestApp({
    ...(log ? { logger: log.logger } : {}),
    trustProxy,
    siteUrl: SITE_URL,
    apiPublicUrl: SITE_URL,
    forms: { contactRateLimit: { max: 3, windowMs: 60_000 } },
  });
  try {
    await test(t);
  } finally {
    await t.close();
  }
};

/** A GET whose X-Forwarded-Host names a host the site does not own. */
const getForwardedForEvilHost = (t: TestApp, url: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, 'x-forwarded-host': 'evil.example' },
  });

let submissions = 0;
const submit = (
  t: TestApp,
  { from = PROXY, forwardedFor }: { from?: string; forwardedFor?: string },
) =>
  t.app.inject({
    method: 'POST',
    url: '/forms/contact-requests',
    remoteAddress: from,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `proxy-test-${String((submissions += 1)).padStart(4, '0')}`,
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    payload: {
      name: 'Jo Citizen',
      email: 'jo@example.com.au',
      message: 'Please quote for weekly office cleaning.',
    },
  });

const statuses = async (count: number, send: (index: number) => ReturnType<typeof submit>) => {
  const codes: number[] = [];
  for (let index = 0; index < count; index += 1) codes.push((await send(index)).statusCode);
  return codes;
};

describe('with one trusted proxy (TRUST_PROXY=1)', () => {
  it('rate limits by the address the proxy appended, whatever the client prepended', async () => {
    await withApp('1', async (t) => {
      const codes = await statuses(30, (index) =>
        submit(t, { forwardedFor: `198.51.100.${index + 1}, 203.0.113.7` }),
      );
      expect(codes.filter((code) => code === 201)).toHaveLength(3);
      expect(codes.slice(3).every((code) => code === 429)).toBe(true);
    });
  });

  it('gives two real clients behind the proxy a bucket each, whatever they forge', async () => {
    await withApp('1', async (t) => {
      const forged = '198.51.100.1';
      const first = await statuses(4, () => submit(t, { forwardedFor: `${forged}, 203.0.113.7` }));
      const second = await statuses(3, () => submit(t, { forwardedFor: `${forged}, 203.0.113.8` }));
      expect(first).toEqual([201, 201, 201, 429]);
      expect(second).toEqual([201, 201, 201]);
    });
  });

  it('ignores X-Forwarded-For from a client that reaches the server directly from the internet', async () => {
    await withApp('1', async (t) => {
      const codes = await statuses(4, (index) =>
        submit(t, { from: '203.0.113.50', forwardedFor: `198.51.100.${index + 1}` }),
      );
      expect(codes).toEqual([201, 201, 201, 429]);
    });
  });

  it('redirects plain HTTP to HTTPS on the SITE_URL host, never a forwarded or requested one', async () => {
    await withApp('1', async (t) => {
      const response = await getForwardedForEvilHost(t, '/about', {
        accept: 'text/html',
        host: 'evil.example',
        'x-forwarded-proto': 'http',
      });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('https://www.harbourline.example/about');
    });
  });

  it('builds API page links from the configured origin, not a forwarded or requested host', async () => {
    await withApp('1', async (t) => {
      const response = await getForwardedForEvilHost(t, '/api/posts?per_page=1', {
        host: 'evil.example"><script>',
        'x-forwarded-proto': 'https',
      });
      const body = response.json() as Paginated<unknown>;
      expect(body.meta.path).toBe(`${SITE_URL}/api/posts`);
      expect(body.links.first).toBe(`${SITE_URL}/api/posts?per_page=1&page=1`);
      expect(response.body).not.toMatch(/evil\.example/);
    });
  });
});

describe('with trusted proxies listed by address (TRUST_PROXY=10.0.0.2,192.168.10.0/24)', () => {
  const listed = '10.0.0.2,192.168.10.0/24';

  it.each(['10.0.0.2', '192.168.10.77'])(
    'believes X-Forwarded-For from the listed proxy %s',
    async (proxy) => {
      await withApp(listed, async (t) => {
        const first = await statuses(4, () =>
          submit(t, { from: proxy, forwardedFor: '203.0.113.7' }),
        );
        const second = await statuses(1, () =>
          submit(t, { from: proxy, forwardedFor: '203.0.113.8' }),
        );
        expect(first).toEqual([201, 201, 201, 429]);
        expect(second).toEqual([201]);
      });
    },
  );

  it('ignores X-Forwarded-For from an address not on the list', async () => {
    await withApp(listed, async (t) => {
      const codes = await statuses(4, (index) =>
        submit(t, { from: '10.0.0.3', forwardedFor: `203.0.113.${index + 1}` }),
      );
      expect(codes).toEqual([201, 201, 201, 429]);
    });
  });
});

describe('with no trusted proxy (the default)', () => {
  it('neither believes X-Forwarded-For nor redirects to a forwarded host', async () => {
    await withApp(undefined, async (t) => {
      const codes = await statuses(4, (index) =>
        submit(t, { forwardedFor: `198.51.100.${index + 1}` }),
      );
      expect(codes).toEqual([201, 201, 201, 429]);
      const page = await getForwardedForEvilHost(t, '/about', {
        accept: 'text/html',
        'x-forwarded-proto': 'http',
      });
      expect(page.statusCode).toBe(200);
    });
  });
});

describe('a proxy TRUST_PROXY does not name', () => {
  const warnings = (log: CollectedLog) =>
    log.lines.filter((line) => /TRUST_PROXY does not name/.test(String(line.msg)));

  it('is named in one warning, once: every visitor would share its address', async () => {
    const log = collectingLogger('info');
    await withApp(
      undefined,
      async (t) => {
        await submit(t, { from: '203.0.113.50', forwardedFor: '198.51.100.1' });
        expect(warnings(log)).toEqual([]);
        await submit(t, { forwardedFor: '198.51.100.1' });
        await submit(t, { forwardedFor: '198.51.100.2' });
      },
      log,
    );
    expect(warnings(log)).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringContaining(
          'Requests arrive through a proxy at 127.0.0.1 (they carry X-Forwarded-For), which TRUST_PROXY does not name',
        ),
      }),
    ]);
  });

  it('goes unmentioned when TRUST_PROXY names it', async () => {
    const log = collectingLogger('info');
    await withApp(
      '1',
      (t) => submit(t, { forwardedFor: '198.51.100.1' }).then(() => undefined),
      log,
    );
    expect(warnings(log)).toEqual([]);
  });
});

describe('a hop count', () => {
  it('trusts the nearest hop only when it connects from loopback or a private network', () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    for (const nearby of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      'fd12::7',
    ]) {
      expect(trust(nearby, 0)).toBe(true);
    }
    for (const distant of ['203.0.113.50', '::ffff:203.0.113.50', '2001:db8::1', '172.32.0.1']) {
      expect(trust(distant, 0)).toBe(false);
    }
    expect(trust('10.1.2.3', 1)).toBe(false);
  });
});
