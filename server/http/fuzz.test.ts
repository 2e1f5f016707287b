import { makeTestApp } from '../test/testSupport';
import type { TestApp } from '../test/testSupport';

/**
 * Thousands of random and hostile requests at every endpoint: each must get a 2xx or
 * 4xx JSON answer (pages get HTML), never a 5xx, and the server must keep answering.
 * A seeded generator makes any failure reproducible.
 */
jest.setTimeout(120_000);

let seed = 20261121;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const hostile = [
  "' OR 1=1 --",
  '"; DROP TABLE posts; --',
  '%',
  '_',
  '\\',
  '%%%',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '${7*7}',
  '{{7*7}}',
  '𝕳𝖆𝖗𝖇𝖔𝖚𝖗',
  '\uD800',
  'a'.repeat(5000),
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  '0x10',
  ' 3 ',
  '[]',
  '{}',
  'null',
  'true',
];

const randomText = () => {
  const length = Math.floor(random() * 40);
  return Array.from({ length }, () => String.fromCharCode(Math.floor(random() * 0x2fff))).join('');
};
const value = () => (random() < 0.6 ? pick(hostile) : randomText());

/** Percent-encodes, or sends the bytes of a lone surrogate raw (invalid UTF-8) when it can't. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const randomQuery = () => {
  const names = [
    'per_page',
    'page',
    'search',
    'per_page[]',
    'page[x]',
    'search[]',
    pick(hostile),
    'x',
  ];
  const parts = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
    const name = pick(names);
    return `${encode(name)}=${encode(value())}`;
  });
  return parts.join('&');
};

const randomBody = (): string => {
  const roll = random();
  if (roll < 0.2) return randomText();
  if (roll < 0.3) return '{"name": ';
  if (roll < 0.4) return JSON.stringify([value(), value()]);
  const fields = [
    'name',
    'email',
    'phone',
    'service',
    'message',
    'idempotencyKey',
    '__proto__',
    'constructor',
  ];
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (random() < 0.7)
      body[field] = random() < 0.8 ? value() : pick([null, 42, true, [], {}, [value()]]);
  }
  return JSON.stringify(body);
};

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const expectSafeAnswer = (label: string, status: number, contentType: unknown) => {
  if (status >= 500) throw new Error(`${label} answered ${status}`);
  expect(status).toBeGreaterThanOrEqual(200);
  if (!/json|html|xml|text\/plain/.test(String(contentType ?? ''))) {
    throw new Error(`${label} answered ${status} with ${String(contentType)}`);
  }
};

describe('fuzzing every endpoint', () => {
  it('answers 1,500 random post-list queries with JSON and no 5xx', async () => {
    for (let i = 0; i < 1500; i += 1) {
      const url = `/api/posts?${randomQuery()}`;
      const response = await t.app.inject({ method: 'GET', url });
      expectSafeAnswer(url, response.statusCode, response.headers['content-type']);
      expect(response.headers['content-type']).toMatch(/json/);
    }
  });

  it('answers 1,000 random post look-ups and paths', async () => {
    for (let i = 0; i < 1000; i += 1) {
      const url = random() < 0.7 ? `/api/posts/${encode(value())}` : `/${encode(value())}`;
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: pick(['text/html', 'application/json', '*/*']) },
      });
      expectSafeAnswer(url, response.statusCode, response.headers['content-type']);
    }
  });

  it('answers 1,500 random contact submissions with JSON and no 5xx', async () => {
    for (let i = 0; i < 1500; i += 1) {
      const payload = randomBody();
      const response = await t.app.inject({
        method: pick(['POST', 'POST', 'POST', 'PUT', 'GET']),
        url: '/forms/contact-requests',
        headers: {
          'content-type': pick([
            'application/json',
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/vnd.api+json',
          ]),
          ...(random() < 0.5 ? { 'idempotency-key': value() } : {}),
        },
        payload,
      });
      expectSafeAnswer(payload.slice(0, 80), response.statusCode, response.headers['content-type']);
      expect(response.headers['content-type']).toMatch(/json/);
    }
  });

  it('still serves posts afterwards, with the seed intact', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/posts' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(24);
  });
});
