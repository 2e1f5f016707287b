import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Starts the app on a free loopback port, for clients that speak raw bytes to it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

export interface RawResponse {
  status: number;
  /** By lower-case name. */
  headers: Record<string, string>;
  body: string;
}

/** Reads the first HTTP response in what a server sent; null when it sent none. */
export function parseResponse(received: string): RawResponse | null {
  const end = received.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine = '', ...lines] = received.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status, headers, body: received.slice(end + 4) };
}

export interface Connection {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received: () => string;
  /** Resolves once the server has closed the connection, with the time it took from opening. */
  closed: Promise<{ afterMs: number }>;
}

/**
 * Opens a connection that records what the server sends and when it hangs up; `from` is
 * the client's address (any of 127.0.0.0/8 is this machine's loopback).
 */
export async function connect(port: number, from?: string): Promise<Connection> {
  const openedAt = Date.now();
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const closed = new Promise<{ afterMs: number }>((resolve) => {
    socket.on('close', () => resolve({ afterMs: Date.now() - openedAt }));
  });
  // A server that drops the connection may reset it: the close above is what counts.
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    socket.once('connect', () => resolve());
    socket.once('close', () => resolve());
  });
  return { socket, received: () => received, closed };
}

/** Sends the bytes as they are and reads the answer the server gives before hanging up. */
export async function sendRaw(port: number, request: string): Promise<RawResponse> {
  const connection = await connect(port);
  connection.socket.write(request);
  const timer = setTimeout(() => connection.socket.destroy(), 5_000);
  await connection.closed;
  clearTimeout(timer);
  const response = parseResponse(connection.received());
  if (!response) throw new Error(`No HTTP response to ${JSON.stringify(request.slice(0, 80))}`);
  return response;
}

/** Writes one character at a time, `everyMs` apart, until the connection closes. */
export function trickle(connection: Connection, everyMs: number, character = 'a'): () => void {
  const timer = setInterval(() => {
    if (!connection.socket.destroyed) connection.socket.write(character);
  }, everyMs);
  void connection.closed.then(() => clearInterval(timer));
  return () => clearInterval(timer);
}
