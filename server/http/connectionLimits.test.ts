import fs from 'node:fs';
import { seedPosts } from '../reference-api/seed/posts/allPosts';
import { addressKey } from './connectionLimits';
import type { Connection } from '../test/rawHttp';
import { connect, listenOnLoopback, parseResponse, sendRaw } from '../test/rawHttp';
import type { RunningServer } from '../test/serverProcess';
import { startServerProcess } from '../test/serverProcess';
import type { TestApp } from '../test/testSupport';
import { makeFakeDist, makeTestApp } from '../test/testSupport';

/**
 * One client cannot hold every connection: real sockets from several loopback addresses
 * (all of 127.0.0.0/8 is this machine) against the server process and the app.
 */
jest.setTimeout(30_000);

const KEEP_ALIVE_REQUEST = 'GET /api/posts?per_page=1 HTTP/1.1\r\nHost: localhost\r\n\r\n';

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Opens `count` keep-alive connections from `from`, one request on each; those still open. */
async function holdConnections(port: number, from: string, count: number) {
  const connections = await Promise.all(Array.from({ length: count }, () => connect(port, from)));
  for (const connection of connections) connection.socket.write(KEEP_ALIVE_REQUEST);
  await settle();
  const held = connections.filter((connection) => !connection.socket.destroyed);
  return {
    held,
    served: (connection: Connection) => parseResponse(connection.received())?.status === 200,
    release: () => connections.forEach((connection) => connection.socket.destroy()),
  };
}

const getFrom = (port: number, from: string, path: string) =>
  new Promise<ReturnType<typeof parseResponse>>((resolve) => {
    void connect(port, from).then((connection) => {
      connection.socket.write(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
      );
      void connection.closed.then(() => resolve(parseResponse(connection.received())));
    });
  });

describe('the production server holding connections for everyone', () => {
  let server: RunningServer;
  let distDir: string;
  let port: number;

  beforeAll(async () => {
    distDir = makeFakeDist();
    server = await startServerProcess({
      dbPath: ':memory:',
      distDir,
      env: { MAX_CONNECTIONS: '40', MAX_CONNECTIONS_PER_ADDRESS: '8' },
    });
    port = Number(new URL(server.origin).port);
  });

  afterAll(async () => {
    await server.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('keeps other visitors, and its own reads of the bundled API, working while one address holds all it may', async () => {
    const greedy = await holdConnections(port, '127.0.0.2', 60);
    try {
      const page = await getFrom(port, '127.0.0.3', '/about');
      expect(page?.status).toBe(200);
      // The feed is made from posts the server reads from its own API, over loopback.
      const feed = await getFrom(port, '127.0.0.3', '/rss.xml');
      expect(feed?.status).toBe(200);
      expect(feed?.body).toContain(seedPosts[0]?.title.replaceAll('&', '&amp;'));

      // Eight answered and kept alive; the rest, and any more, closed as they arrived.
      expect(greedy.held.length).toBe(8);
      expect(greedy.held.every(greedy.served)).toBe(true);
      expect((await getFrom(port, '127.0.0.2', '/about'))?.status).toBeUndefined();
    } finally {
      greedy.release();
    }
  });

  it('takes an address again once its connections close', async () => {
    const first = await holdConnections(port, '127.0.0.4', 8);
    expect(first.held.length).toBe(8);
    first.release();
    await settle();
    expect((await getFrom(port, '127.0.0.4', '/about'))?.status).toBe(200);
  });

  it('does not limit connections from its own address (itself, or a proxy beside it)', async () => {
    const local = await holdConnections(port, '127.0.0.1', 12);
    try {
      expect(local.held.length).toBe(12);
      expect(local.held.every(local.served)).toBe(true);
    } finally {
      local.release();
    }
  });
});

describe('trusted proxies', () => {
  const listenCappedAtTwo = async (trustProxy: number | string[]): Promise<number> => {
    const t = await makeTestApp({ trustProxy, limits: { MAX_CONNECTIONS_PER_ADDRESS: 2 } });
    running.push(t);
    return listenOnLoopback(t.app);
  };

  const running: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((t) => t.close()));
  });

  it.each([
    ['listed by address', ['127.0.0.5']],
    ['trusted as the nearest hop', 1],
  ] as const)('are not limited (%s): they carry many visitors', async (_name, trustProxy) => {
    const port = await listenCappedAtTwo(
      typeof trustProxy === 'number' ? trustProxy : [...trustProxy],
    );
    const proxy = await holdConnections(port, '127.0.0.5', 5);
    expect(proxy.held.length).toBe(5);
    proxy.release();
  });

  it('leave everyone else limited', async () => {
    const port = await listenCappedAtTwo(['127.0.0.5']);
    const client = await holdConnections(port, '127.0.0.6', 5);
    expect(client.held.length).toBe(2);
    client.release();
    const response = await sendRaw(
      port,
      'GET /api/posts?per_page=1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(200);
  });
});

describe('addressKey', () => {
  it('counts an IPv4 client by its address, also when it arrives as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.10')).not.toBe(addressKey('203.0.113.9'));
  });

  it('counts an IPv6 client by its /64, the block one home or office is given', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
