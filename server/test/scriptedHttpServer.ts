import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Asked {
  path: string;
  headers: http.IncomingHttpHeaders;
}

export interface Scripted {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface ScriptedHttpServer {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** Every request, in order, with its headers. */
  asked: Asked[];
  /** What a path (without its query) answers; unscripted paths answer a JSON 404. */
  answer(path: string, scripted: Scripted): void;
  /** What a path answers next, once, before its standing answer (several: in order). */
  answerOnce(path: string, scripted: Scripted): void;
  close(): Promise<void>;
}

export const json = (status: number, body: unknown): Scripted => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A loopback server whose answers the test writes, for clients that must not trust them. */
export async function startScriptedHttpServer(): Promise<ScriptedHttpServer> {
  const answers = new Map<string, Scripted>();
  const once = new Map<string, Scripted[]>();
  const asked: Asked[] = [];
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    asked.push({ path, headers: request.headers });
    const scripted = once.get(path)?.shift() ?? answers.get(path) ?? json(404, { message: 'No' });
    const { status, headers = {}, body = '' } = scripted;
    response.writeHead(status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    asked,
    answer: (path, scripted) => void answers.set(path, scripted),
    answerOnce: (path, scripted) => void once.set(path, [...(once.get(path) ?? []), scripted]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
