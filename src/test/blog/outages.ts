import { delay, http, HttpResponse } from 'msw';
import { apiUrl, server } from '@/test/server';

type Answer = () => Response | Promise<Response>;

const html = (status: number, body: string) =>
  new HttpResponse(body, { status, headers: { 'content-type': 'text/html; charset=UTF-8' } });

/** Where a redirecting gateway sends the blog's requests. */
const LOGIN_PAGE = 'http://localhost/login';

/**
 * What a refresh can meet at the admin host (Laravel, or what stands in front of it), named
 * for the tests. A timeout needs fake timers: the request hangs until the client gives up.
 */
export const OUTAGES: [name: string, answer: Answer][] = [
  ['a 500 in JSON', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
  [
    'an HTML 500 "Server Error" page',
    () => html(500, '<!DOCTYPE html><html><head><title>Server Error</title></head></html>'),
  ],
  [
    'an HTML 502 from a gateway',
    () => html(502, '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>'),
  ],
  [
    'a 503 for maintenance',
    () =>
      HttpResponse.json(
        { message: 'Service Unavailable' },
        { status: 503, headers: { 'retry-after': '60' } },
      ),
  ],
  [
    'a 429',
    () =>
      HttpResponse.json(
        { message: 'Too Many Attempts.' },
        { status: 429, headers: { 'retry-after': '30' } },
      ),
  ],
  ['a refused connection', () => HttpResponse.error()],
  [
    'a timeout',
    async () => {
      await delay('infinite');
      return HttpResponse.json({});
    },
  ],
  [
    'malformed JSON',
    () => new HttpResponse('{"data": [', { headers: { 'content-type': 'application/json' } }),
  ],
  [
    'a 302 to a login page',
    () => new HttpResponse(null, { status: 302, headers: { location: LOGIN_PAGE } }),
  ],
];

/** Every request for posts meets `answer` (and a redirect, its login page). */
export function breakApi(answer: Answer) {
  server.use(
    http.get(apiUrl('/posts'), answer),
    http.get(apiUrl('/posts/:slug'), answer),
    http.get(LOGIN_PAGE, () => html(200, '<!DOCTYPE html><title>Log in</title>')),
  );
}

/**
 * Fake timers that also run on their own: retries' back-off and the client's timeout pass
 * as the test waits, without slowing it. Microtasks and I/O callbacks stay real (MSW).
 */
export function useFakeClock() {
  beforeEach(() =>
    jest.useFakeTimers({
      advanceTimers: true,
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    }),
  );
  afterEach(() => jest.useRealTimers());
}
