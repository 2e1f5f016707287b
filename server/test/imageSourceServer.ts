import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A photo as a camera writes it, smaller, for tests that need real JPEG bytes quickly. */
export const testPhoto = (width = 1600, height = 1200): Promise<Buffer> =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(2)
    .jpeg({ quality: 85 })
    .toBuffer();

export type Route = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface ImageSourceServer {
  origin: string;
  port: number;
  /** How many times each path was asked for. */
  hits: Map<string, number>;
  route(path: string, handler: Route): void;
  close(): Promise<void>;
}

/** An image host on loopback whose answers each test chooses. */
export async function startImageSourceServer(): Promise<ImageSourceServer> {
  const routes = new Map<string, Route>();
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = routes.get(path);
    if (handler) handler(request, response);
    else response.writeHead(404).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    route: (path, handler) => void routes.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sendBytes =
  (bytes: Buffer, type = 'image/jpeg', headers: Record<string, string> = {}): Route =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': type, 'content-length': bytes.length, ...headers });
    response.end(bytes);
  };
