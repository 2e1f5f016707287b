import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LaravelAdmin, LaravelAdminActions } from './laravelAdmin';

/**
 * The admin host's actions over HTTP, for browser tests: the host runs in its own process
 * (main.ts, a Playwright web server) and a test calls `laravelAdminControl(url).hang()` as a
 * Jest test calls `admin.hang()`. `POST /actions/<name>` with the arguments as a JSON array;
 * `GET /` says where the host is.
 */

type ActionName = keyof LaravelAdminActions;

/** Every action, once (a missing one is a type error). */
const ACTIONS: Record<ActionName, true> = {
  publish: true,
  deletePost: true,
  stop: true,
  start: true,
  gatewayError: true,
  removeDatabase: true,
  restoreDatabase: true,
  down: true,
  up: true,
  hang: true,
  resume: true,
  apiRequests: true,
  configure: true,
  recover: true,
  reset: true,
};

const isAction = (name: string): name is ActionName => Object.hasOwn(ACTIONS, name);

const readBody = async (request: http.IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
};

const send = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export interface ControlServer {
  origin: string;
  close(): Promise<void>;
}

export async function serveControl(admin: LaravelAdmin, port: number): Promise<ControlServer> {
  const server = http.createServer((request, response) => {
    const name = /^\/actions\/(\w+)$/.exec(request.url ?? '')?.[1] ?? '';
    if (request.method === 'GET' && request.url === '/') {
      send(response, 200, { origin: admin.origin, apiBaseUrl: admin.apiBaseUrl });
    } else if (request.method === 'POST' && isAction(name)) {
      readBody(request)
        .then(async (text) => {
          const args: unknown = text === '' ? [] : JSON.parse(text);
          if (!Array.isArray(args)) throw new Error('The arguments are a JSON array.');
          const action = admin[name] as (...given: unknown[]) => Promise<unknown>;
          send(response, 200, { result: (await action(...args)) ?? null });
        })
        .catch((error: unknown) => send(response, 500, { message: String(error) }));
    } else {
      const actions = Object.keys(ACTIONS).map((action) => `/actions/${action}`);
      send(response, 404, { message: `POST one of ${actions.join(' ')}` });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The actions of an admin host run by main.ts, whose control server is at `controlUrl`. */
export function laravelAdminControl(controlUrl: string): LaravelAdminActions {
  const call = async <Name extends ActionName>(
    name: Name,
    ...args: Parameters<LaravelAdminActions[Name]>
  ): Promise<Awaited<ReturnType<LaravelAdminActions[Name]>>> => {
    const response = await fetch(`${controlUrl}/actions/${name}`, {
      method: 'POST',
      body: JSON.stringify(args),
    });
    const body = (await response.json()) as { result?: unknown; message?: string };
    if (!response.ok) throw new Error(`${name}: ${body.message ?? response.status}`);
    return body.result as Awaited<ReturnType<LaravelAdminActions[Name]>>;
  };
  return {
    publish: (slug, title) => call('publish', slug, title),
    deletePost: (slug) => call('deletePost', slug),
    stop: () => call('stop'),
    start: () => call('start'),
    gatewayError: () => call('gatewayError'),
    removeDatabase: () => call('removeDatabase'),
    restoreDatabase: () => call('restoreDatabase'),
    down: (options) => (options ? call('down', options) : call('down')),
    up: () => call('up'),
    hang: () => call('hang'),
    resume: () => call('resume'),
    apiRequests: () => call('apiRequests'),
    configure: (settings) => call('configure', settings),
    recover: () => call('recover'),
    reset: () => call('reset'),
  };
}
