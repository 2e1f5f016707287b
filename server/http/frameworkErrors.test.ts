import { OWN_CSP_REPORTS_URL } from '../csp/cspReportsUrl';
import { securityHeaders } from './securityHeaders';
import { listenOnLoopback, sendRaw } from '../test/rawHttp';
import { makeTestApp } from '../test/testSupport';
import type { TestApp } from '../test/testSupport';

/**
 * Requests so malformed that Fastify's router or Node's HTTP parser answers them before the
 * app's own handlers run, sent as raw bytes to a listening server (inject would refuse or
 * repair most of them).
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await makeTestApp();
  port = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const get = (target: string, headers = '') =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;

const postContact = (headers: string, body: string) =>
  `POST /forms/contact-requests HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}Connection: close\r\n\r\n${body}`;

const cases: [name: string, request: string, status: number][] = [
  [
    'a page address that is not valid percent-encoding',
    get('/blog/%ff', 'Accept: text/html\r\n'),
    400,
  ],
  ['an API address that cannot be decoded', get('/api/posts/%E0%A4%A'), 400],
  ['a file address that cannot be decoded', get('/assets/%c0%af.js'), 400],
  [
    'duplicate Content-Length',
    postContact('Content-Length: 2\r\nContent-Length: 2\r\n', '{}'),
    400,
  ],
  [
    'Content-Length and chunked together',
    postContact('Content-Length: 2\r\nTransfer-Encoding: chunked\r\n', '{}'),
    400,
  ],
  ['a query string over 16 KB', get(`/api/posts?search=${'a'.repeat(17 * 1024)}`), 431],
  ['headers over 16 KB', get('/api/posts', `X-Padding: ${'a'.repeat(17 * 1024)}\r\n`), 431],
  ['a request line that is not HTTP', 'GET /api/posts HTTP/9.9 please\r\n\r\n', 400],
  ['garbage instead of a request', 'HELLO THERE\r\n\r\n', 400],
  ['a header name with a space', get('/api/posts', 'Bad Header: x\r\n'), 400],
];

describe('errors answered by the framework or by Node', () => {
  it.each(cases)(
    '%s: status, security headers and a JSON message',
    async (_name, request, status) => {
      const response = await sendRaw(port, request);
      expect(response.status).toBe(status);
      for (const [name, value] of Object.entries(
        securityHeaders({ cspReportsUrl: OWN_CSP_REPORTS_URL }),
      )) {
        expect(response.headers[name.toLowerCase()]).toBe(value);
      }
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(response.body)).toEqual({ message: expect.any(String) });
    },
  );

  it('never echoes the address back', async () => {
    const response = await sendRaw(port, get('/api/posts/%ff%3Cscript%3E'));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'The address is not valid.' });
  });

  it('still answers well-formed requests on the same server', async () => {
    const response = await sendRaw(port, get('/api/posts?per_page=1'));
    expect(response.status).toBe(200);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
