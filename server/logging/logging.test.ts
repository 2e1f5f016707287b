import type { ServerLogger } from './logger';
import { REDACTED } from './logger';
import type { CollectedLog } from '../test/collectingLogger';
import { collectingLogger } from '../test/collectingLogger';
import type { TestApp } from '../test/testSupport';
import { makeTestApp } from '../test/testSupport';
import type { TrustedProxies } from '../trustedProxies';

/**
 * The server's log as an operator reads it: one JSON line per request with its route
 * pattern, status, duration and request id; the request id kept from the proxy or made up,
 * and returned; secrets, visitors' details and addresses kept out.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let log: CollectedLog;
let t: TestApp;
beforeEach(async () => {
  log = collectingLogger('info');
  t = await makeTestApp({ logger: log.logger });
});
afterEach(() => t.close());

const accessLines = () => log.lines.filter((line) => line.msg === 'request');

describe('request ids', () => {
  it('keeps a sane X-Request-Id from the trusted proxy, returns it and logs it', async () => {
    await t.close();
    t = await makeTestApp({ logger: log.logger, trustProxy: 1 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/posts?per_page=1',
      headers: { 'x-request-id': 'lb-7f3a9c.1:2' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a9c.1:2');
    expect(accessLines()).toEqual([expect.objectContaining({ requestId: 'lb-7f3a9c.1:2' })]);
  });

  it.each([
    ['none', undefined],
    ['an empty one', ''],
    ['one too long', 'a'.repeat(129)],
    ['one with spaces', 'a b'],
    ['one with quotes and a line break', '"x"\nforged'],
  ])('makes a random UUID when the request brings %s', async (_case, given) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/posts?per_page=1',
      headers: given === undefined ? {} : { 'x-request-id': given },
    });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(accessLines()).toEqual([expect.objectContaining({ requestId: id })]);
  });

  it('makes its own id when a client that is no trusted proxy brings one', async () => {
    const clients: [TrustedProxies, string][] = [
      [false, '127.0.0.1'],
      [1, '203.0.113.9'],
      [['10.0.0.2'], '10.0.0.3'],
    ];
    for (const [trustProxy, remoteAddress] of clients) {
      await t.close();
      t = await makeTestApp({ logger: log.logger, trustProxy });
      const response = await t.app.inject({
        method: 'GET',
        url: '/robots.txt',
        remoteAddress,
        headers: { 'x-request-id': 'chosen-by-the-client' },
      });
      expect(String(response.headers['x-request-id'])).toMatch(UUID);
    }
  });

  it('gives every request its own id', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app
          .inject({ method: 'GET', url: '/robots.txt' })
          .then((response) => response.headers['x-request-id']),
      ),
    );
    expect(new Set(ids).size).toBe(20);
  });
});

describe('the access log', () => {
  it('writes one line per request: method, route pattern, status, duration, id, client', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/posts/no-such-post?search=jordan%40example.com',
    });
    await t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    await t.app.inject({
      method: 'GET',
      url: '/blog?search=private+words',
      headers: { accept: 'text/html' },
    });
    await t.app.inject({ method: 'GET', url: '/assets/missing.js' });

    expect(accessLines()).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/posts/:slugOrId', status: 404 }),
      expect.objectContaining({ method: 'GET', route: '(page)', status: 200 }),
      expect.objectContaining({ method: 'GET', route: '(page)', status: 200 }),
      expect.objectContaining({ method: 'GET', route: '(not found)', status: 404 }),
    ]);
    for (const line of accessLines()) {
      expect(line).toEqual(
        expect.objectContaining({
          level: 30,
          durationMs: expect.any(Number),
          requestId: expect.any(String),
          client: '127.0.0.1',
        }),
      );
    }
    // Addresses are not logged, so neither are the slugs and search terms in them.
    expect(log.text()).not.toMatch(/no-such-post|jordan|private/);
  });

  it('leaves health probes out', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(accessLines()).toEqual([]);
  });

  it('logs a visitor’s address as the trusted proxy reports it, never the header as sent', async () => {
    const proxied = collectingLogger('info');
    const behindProxy = await makeTestApp({ logger: proxied.logger, trustProxy: 1 });
    try {
      await behindProxy.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { 'x-forwarded-for': '198.51.100.4, 203.0.113.9' },
      });
      await t.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    } finally {
      await behindProxy.close();
    }
    expect(proxied.lines.find((line) => line.msg === 'request')?.client).toBe('203.0.113.9');
    expect(proxied.text()).not.toContain('198.51.100.4');
    // Not behind a trusted proxy: the header is the client's own claim, and ignored.
    expect(accessLines()[0]?.client).toBe('127.0.0.1');
    expect(log.text()).not.toContain('203.0.113.9');
  });
});

describe('what the log never holds', () => {
  const lineOf = (write: (logger: ServerLogger) => void) => {
    const collected = collectingLogger('info');
    write(collected.logger);
    return collected.lines[0] ?? {};
  };

  it('redacts authorization headers and cookies wherever a request or answer is logged', () => {
    const line = lineOf((logger) =>
      logger.info({
        req: { headers: { authorization: 'Bearer secret', cookie: 'session=1', accept: '*/*' } },
        res: { headers: { 'set-cookie': 'session=2' } },
        headers: { 'proxy-authorization': 'Basic x' },
      }),
    );
    expect(line).toMatchObject({
      req: { headers: { authorization: REDACTED, cookie: REDACTED, accept: '*/*' } },
      res: { headers: { 'set-cookie': REDACTED } },
      headers: { 'proxy-authorization': REDACTED },
    });
  });

  it('redacts the forms’ fields and submissions, and e-mail addresses', () => {
    const line = lineOf((logger) =>
      logger.warn({
        body: { name: 'Jordan Lee', email: 'jordan@example.com' },
        lead: { reference: 'HL-1', phone: '0400 000 000' },
        name: 'Jordan Lee',
        phone: '0400 000 000',
        message: 'Call me',
        sourcePage: '/about',
        job: { email: 'jordan@example.com', channel: 'email' },
      }),
    );
    expect(line).toMatchObject({
      body: REDACTED,
      lead: REDACTED,
      name: REDACTED,
      phone: REDACTED,
      message: REDACTED,
      sourcePage: REDACTED,
      job: { email: REDACTED, channel: 'email' },
    });
  });

  it('masks e-mail addresses in messages and errors, keeping the domain', () => {
    const collected = collectingLogger('info');
    collected.logger.error(
      { err: new Error('550 5.1.1 <jordan.lee+quote@example.com.au>: Recipient address rejected') },
      'Delivering to leads@harbourline.example failed',
    );
    const [line] = collected.lines;
    expect(line?.msg).toBe('Delivering to [address]@harbourline.example failed');
    expect(line?.err).toMatchObject({
      message: '550 5.1.1 <[address]@example.com.au>: Recipient address rejected',
    });
    expect(collected.text()).not.toMatch(/jordan|leads@/);
  });

  it('writes nothing about a contact request but its access line', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/forms/contact-requests',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x', cookie: 'a=b' },
      payload: {
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        phone: '0400 000 000',
        service: 'commercial',
        message: 'A quote for weekly office cleaning, please.',
      },
    });
    expect(accessLines()).toEqual([
      expect.objectContaining({ route: '/forms/contact-requests', status: 201 }),
    ]);
    expect(log.text()).not.toMatch(/Jordan|jordan|0400|quote|Bearer|a=b/);
  });
});
