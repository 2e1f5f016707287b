import type { ServerLimits } from '../serverLimits';
import { connect, listenOnLoopback, parseResponse, sendRaw, trickle } from '../test/rawHttp';
import type { Connection } from '../test/rawHttp';
import { makeTestApp } from '../test/testSupport';
import type { TestApp } from '../test/testSupport';

/** Slow and greedy clients against a real listening server, over raw sockets. */
jest.setTimeout(15_000);

const running: TestApp[] = [];
let current: TestApp;
const serve = async (limits: Partial<ServerLimits> = {}) => {
  current = await makeTestApp({ limits });
  running.push(current);
  return listenOnLoopback(current.app);
};

const openConnections = () =>
  new Promise<number>((resolve, reject) => {
    current.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count)));
  });

const untilOpenConnections = async (count: number) => {
  const giveUpAt = Date.now() + 2_000;
  while ((await openConnections()) !== count) {
    if (Date.now() > giveUpAt) throw new Error(`The server never had ${count} connections`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
afterEach(async () => {
  await Promise.all(running.splice(0).map((t) => t.close()));
});

const CONTACT_HEAD =
  'POST /forms/contact-requests HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
  'Content-Length: 500\r\n\r\n{';

/** Sends `head`, then a byte every `everyMs` until the server closes the connection. */
const trickleUntilClosed = async (limits: Partial<ServerLimits>, head: string, everyMs: number) => {
  const client = await connect(await serve(limits));
  client.socket.write(head);
  trickle(client, everyMs);
  const { afterMs } = await client.closed;
  return { client, afterMs };
};

const expect408 = (connection: Connection) => {
  const response = parseResponse(connection.received());
  expect(response?.status).toBe(408);
  expect(response?.headers['x-content-type-options']).toBe('nosniff');
  expect(JSON.parse(response?.body ?? '')).toEqual({
    message: 'The request took too long to arrive.',
  });
};

describe('timeouts', () => {
  it('cuts a client trickling its body within 10 s by default', async () => {
    const { client, afterMs } = await trickleUntilClosed({}, CONTACT_HEAD, 2_000);
    expect(afterMs).toBeLessThan(10_000);
    expect408(client);
  });

  it('cuts a trickled body at REQUEST_TIMEOUT_MS', async () => {
    const { client, afterMs } = await trickleUntilClosed(
      { REQUEST_TIMEOUT_MS: 1_000, HEADERS_TIMEOUT_MS: 1_000 },
      CONTACT_HEAD,
      200,
    );
    expect(afterMs).toBeGreaterThanOrEqual(1_000);
    expect(afterMs).toBeLessThan(3_000);
    expect408(client);
  });

  it('cuts a client trickling its headers at HEADERS_TIMEOUT_MS', async () => {
    const { client, afterMs } = await trickleUntilClosed(
      { HEADERS_TIMEOUT_MS: 1_000 },
      'GET /api/posts HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
      200,
    );
    expect(afterMs).toBeLessThan(3_000);
    expect408(client);
  });

  it('closes an idle keep-alive connection at KEEP_ALIVE_TIMEOUT_MS', async () => {
    const port = await serve({ KEEP_ALIVE_TIMEOUT_MS: 500 });
    const client = await connect(port);
    client.socket.write('GET /api/posts?per_page=1 HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { afterMs } = await client.closed;
    expect(parseResponse(client.received())?.status).toBe(200);
    // Node keeps an idle connection up to a second past the setting.
    expect(afterMs).toBeLessThan(3_000);
  });

  it('closes a connection that sends nothing at CONNECTION_TIMEOUT_MS', async () => {
    const port = await serve({ CONNECTION_TIMEOUT_MS: 500 });
    const client = await connect(port);
    const { afterMs } = await client.closed;
    expect(afterMs).toBeLessThan(2_500);
  });
});

describe('caps', () => {
  it('refuses connections over MAX_CONNECTIONS, and takes new ones once others close', async () => {
    const port = await serve({ MAX_CONNECTIONS: 2 });
    const held = [await connect(port), await connect(port)];
    await untilOpenConnections(2);
    const refused = await connect(port);
    const { afterMs } = await refused.closed;
    expect(afterMs).toBeLessThan(1_000);
    expect(refused.received()).toBe('');

    held[0]?.socket.destroy();
    await untilOpenConnections(1);
    const response = await sendRaw(
      port,
      'GET /api/posts?per_page=1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(200);
    held[1]?.socket.destroy();
  });

  it('gives the contact form its own, smaller body limit (CONTACT_BODY_LIMIT_BYTES)', async () => {
    const t = await makeTestApp({ limits: { CONTACT_BODY_LIMIT_BYTES: 1024 } });
    running.push(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/contact-requests',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'body-limit-01' },
      payload: {
        name: 'Jo Citizen',
        email: 'jo@example.com.au',
        message: `Please quote for cleaning. ${'More detail. '.repeat(100)}`,
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('by default takes a contact message of 5000 four-byte characters, and no more than 24 KB', async () => {
    const t = await makeTestApp();
    running.push(t);
    const post = (message: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/forms/contact-requests',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        payload: { name: 'Jo Citizen', email: 'jo@example.com.au', message },
      });
    expect((await post('🧽'.repeat(5000), 'emoji-message-1')).statusCode).toBe(201);
    expect((await post('x'.repeat(25 * 1024), 'long-message-01')).statusCode).toBe(413);
  });
});
