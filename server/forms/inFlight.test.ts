import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../test/testSupport';
import { makeTestApp } from '../test/testSupport';
import { contactRequestHead } from '../test/contactRequestHead';

/**
 * A request is in flight from the moment its headers arrive until it is answered. Only a
 * real server over real sockets can hold a request half-sent, so these tests use one.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

// A failed expectation can leave a request half-sent; the server could not close around it.
const sockets: net.Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

const body = JSON.stringify({
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  message: 'We need a quote for nightly cleaning of a two-level office in Parramatta.',
});

const head = (key: string) => contactRequestHead(port, body, key, ['Connection: close']);

interface RawAnswer {
  status: number;
  json: { data?: { id: string; created_at: string }; message?: string };
}

/** A connection whose answer is read to the end (the server closes it after answering). */
function openRequest() {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      raw += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', ...payload] = raw.split('\r\n\r\n');
      try {
        resolve({ status: Number(headers.split(' ')[1]), json: JSON.parse(payload.join('')) });
      } catch {
        reject(new Error(`No complete answer: ${JSON.stringify(raw)}`));
      }
    });
  });
  return { socket, answer };
}

/** Resolves once the server has read a request's headers, so its onRequest hooks have run. */
const nextRequestArrives = () =>
  new Promise<IncomingMessage>((resolve) => {
    t.app.server.once('request', resolve);
  });

describe('a key whose request is still in flight', () => {
  it('answers 409 to a second request with the key, then completes the first', async () => {
    const key = 'in-flight-key-0001';
    const half = Math.floor(body.length / 2);
    const first = openRequest();
    const arrived = nextRequestArrives();
    first.socket.write(head(key) + body.slice(0, half));
    await arrived;

    const second = openRequest();
    second.socket.write(head(key) + body);
    const conflict = await second.answer;
    expect(conflict.status).toBe(409);
    expect(conflict.json.message).toMatch(/still being processed/);

    first.socket.write(body.slice(half));
    const created = await first.answer;
    expect(created.status).toBe(201);

    // Once answered, the key replays the answer instead of conflicting.
    const replay = openRequest();
    replay.socket.write(head(key) + body);
    const replayed = await replay.answer;
    expect(replayed.status).toBe(200);
    expect(replayed.json).toEqual(created.json);
  });

  it('frees the key of a request whose client went away before sending its body', async () => {
    const key = 'abandoned-key-0001';
    const abandoned = openRequest();
    const arrived = nextRequestArrives();
    abandoned.socket.write(head(key) + body.slice(0, 10));
    const request = await arrived;
    const serverSideClosed = new Promise((resolve) => request.socket.once('close', resolve));
    // It never gets an answer; that is expected.
    abandoned.answer.catch(() => undefined);
    abandoned.socket.destroy();
    await serverSideClosed;
    await new Promise((resolve) => setImmediate(resolve));
    const retry = openRequest();
    retry.socket.write(head(key) + body);
    expect((await retry.answer).status).toBe(201);
  });
});
