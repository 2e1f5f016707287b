import { createHash } from 'node:crypto';
import type { TestApp } from '../test/testSupport';
import { makeTestApp } from '../test/testSupport';
import { CONTACT_REFERENCE_PATTERN } from '../store/formsStore';

/** A clock the tests move on, so a replayed answer shows the first request's time. */
let now = new Date('2026-11-20T01:02:03.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ now: () => now });
});
afterAll(() => t.close());

const enquiry = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  message: 'We need a quote for nightly cleaning of a two-level office in Parramatta.',
};
const someoneElse = {
  name: 'Sam Other',
  email: 'sam@example.net',
  message: 'A different person asking about a deep clean of a warehouse in Botany.',
};

const post = (payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/forms/contact-requests',
    headers: {
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: JSON.stringify(payload),
  });

const storedCount = () =>
  (t.db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get() as { n: number }).n;

const later = () => {
  now = new Date(now.getTime() + 60_000);
};

describe('Idempotency-Key on POST /forms/contact-requests', () => {
  it('answers a repeat of the same request with the original reference and time', async () => {
    const first = await post(enquiry, 'same-key-same-body-01');
    expect(first.statusCode).toBe(201);
    expect(first.json().data.id).toMatch(CONTACT_REFERENCE_PATTERN);
    later();
    const before = storedCount();
    const again = await post(enquiry, 'same-key-same-body-01');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(storedCount()).toBe(before);
  });

  it('counts a repeat that differs only in what normalising removes as the same request', async () => {
    const first = await post(enquiry, 'same-key-normalised-01');
    const spaced = { ...enquiry, name: ` Jordan\t Lee `, message: `${enquiry.message}\r\n` };
    const again = await post(spaced, 'same-key-normalised-01');
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
  });

  it.each([
    ['the Idempotency-Key header', (body: object) => post(body, 'reused-header-key-01')],
    [
      'idempotencyKey in the body',
      (body: object) => post({ ...body, idempotencyKey: 'reused-body-key-01' }),
    ],
  ])(
    'refuses a different request under a used key from %s with 422, storing nothing',
    async (_, send) => {
      const first = await send(enquiry);
      expect(first.statusCode).toBe(201);
      const before = storedCount();

      const reused = await send(someoneElse);
      expect(reused.statusCode).toBe(422);
      const body = reused.json();
      expect(body.message).toMatch(/already used with a different request/);
      expect(Object.keys(body.errors)).toEqual(['idempotencyKey']);
      expect(body.errors.idempotencyKey[0]).toMatch(/new key/);
      expect(storedCount()).toBe(before);
      // Nothing of the first request leaks to whoever reused its key.
      const text = reused.body;
      for (const leaked of [first.json().data.id, first.json().data.created_at, enquiry.name]) {
        expect(text).not.toContain(leaked);
      }
    },
  );

  it('stores a hash of the key, never the key itself', async () => {
    const key = 'plaintext-never-stored-7f3a9c2e';
    const response = await post(enquiry, key);
    expect(response.statusCode).toBe(201);
    const row = t.db
      .prepare('SELECT * FROM contact_requests WHERE reference = ?')
      .get(response.json().data.id) as Record<string, unknown>;
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row.idempotency_key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(Object.keys(row)).not.toContain('idempotency_key');
  });

  it('lets a key whose request was invalid be used for the corrected request', async () => {
    const invalid = await post({ ...enquiry, email: 'not-an-address' }, 'corrected-later-key-01');
    expect(invalid.statusCode).toBe(422);
    const corrected = await post(enquiry, 'corrected-later-key-01');
    expect(corrected.statusCode).toBe(201);
  });
});
