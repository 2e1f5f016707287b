import { BODY_LIMIT_BYTES } from '../http/httpServer';
import { CONTACT_REFERENCE_PATTERN } from '../store/formsStore';
import type { TestApp } from '../test/testSupport';
import { CONTACT_ENQUIRY, makeTestApp } from '../test/testSupport';

const NOW = new Date('2026-11-20T01:02:03.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const valid = { ...CONTACT_ENQUIRY, phone: '+61 (02) 5550-1234' };

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/forms/contact-requests',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const storedCount = () =>
  (t.db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get() as { n: number }).n;

describe('POST /forms/contact-requests', () => {
  it('stores a valid request and answers 201 with its reference and time', async () => {
    const before = storedCount();
    const response = await post({ ...valid, name: '  Jordan Lee  ' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.stringMatching(CONTACT_REFERENCE_PATTERN),
      created_at: '2026-11-20T01:02:03.000Z',
    });
    expect(storedCount()).toBe(before + 1);
    const row = t.db.prepare('SELECT * FROM contact_requests WHERE reference = ?').get(data.id);
    expect(row).toMatchObject({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '+61 (02) 5550-1234',
      service: 'commercial',
      idempotency_key_hash: null,
    });
  });

  it('gives each request a random reference, not a count of the requests before it', async () => {
    const references: unknown[] = [];
    for (let i = 0; i < 3; i += 1) references.push((await post(valid)).json().data.id);
    // HL- and 8 of 32 symbols (no 0/O, 1/I): random, so nothing counts the enquiries.
    for (const reference of references) expect(reference).toMatch(/^HL-[2-9A-HJ-NP-Z]{8}$/);
    expect(new Set(references).size).toBe(3);
  });

  it.each(['waste', 'maintenance', 'grounds', 'residential'])(
    'stores a request for %s, each of the services and the old cleaning kinds',
    async (service) => {
      const response = await post({ ...valid, service });
      expect(response.statusCode).toBe(201);
      const row = t.db
        .prepare('SELECT service FROM contact_requests WHERE reference = ?')
        .get(response.json().data.id);
      expect(row).toEqual({ service });
    },
  );

  it('accepts a request without the optional fields', async () => {
    const response = await post({ name: 'Al', email: 'al@example.com', message: 'Ten chars!' });
    expect(response.statusCode).toBe(201);
    const row = t.db
      .prepare('SELECT phone, service FROM contact_requests WHERE reference = ?')
      .get(response.json().data.id);
    expect(row).toEqual({ phone: null, service: null });
  });

  it.each([
    ['name', { name: ' ' }, 'Enter your full name.'],
    ['name', { name: 'J' }, 'at least 2'],
    ['name', { name: 'x'.repeat(101) }, 'at most 100'],
    ['name', { name: 42 }, 'Enter your full name.'],
    ['email', { email: undefined }, 'Enter your e-mail'],
    ['email', { email: 'not-an-email' }, 'valid e-mail'],
    ['email', { email: 'jo@company' }, 'Enter a valid e-mail address, like name@company.com.au.'],
    [
      'email',
      { email: 'jo@company.con' },
      'Enter a valid e-mail address, like name@company.com.au.',
    ],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, 'at most 254'],
    ['phone', { phone: '0400 abc 123' }, 'only contain digits'],
    ['phone', { phone: '1'.repeat(31) }, 'at most 30'],
    ['service', { service: 'windows' }, 'Choose a service'],
    ['message', { message: '' }, 'Enter a message.'],
    ['message', { message: 'Too short' }, 'at least 10'],
    ['message', { message: 'm'.repeat(5001) }, 'at most 5,000'],
    ['idempotencyKey', { idempotencyKey: 'short' }, '8 to 100'],
    ['idempotencyKey', { idempotencyKey: 'has spaces in it' }, '8 to 100'],
  ])('rejects a bad %s with 422', async (field, change, text) => {
    const before = storedCount();
    const response = await post({ ...valid, ...change });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('The given data was invalid.');
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.errors[field][0]).toContain(text);
    expect(storedCount()).toBe(before);
  });

  it('lists every bad field at once', async () => {
    const response = await post({ phone: 'call me', service: 'x' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
      'service',
    ]);
  });

  it('treats a JSON body that is not an object as missing every field', async () => {
    const response = await post('["hello"]');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'message', 'name']);
  });

  it('stores a request once per idempotency key from the header and replays it', async () => {
    const before = storedCount();
    const key = { 'idempotency-key': 'form-7f3a9c2e-retry' };
    const first = await post(valid, key);
    expect(first.statusCode).toBe(201);
    const again = await post(valid, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(storedCount()).toBe(before + 1);
  });

  it('takes the key from the body when there is no header', async () => {
    const before = storedCount();
    const payload = { ...valid, idempotencyKey: 'body_key_12345' };
    const first = await post(payload);
    const again = await post(payload);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data).toEqual(first.json().data);
    expect(storedCount()).toBe(before + 1);
  });

  it('rejects a malformed Idempotency-Key header', async () => {
    const response = await post(valid, { 'idempotency-key': 'bad key!' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['idempotencyKey']);
  });

  it('answers 413 JSON for a body over 32 KB', async () => {
    const response = await post({ ...valid, message: 'x'.repeat(BODY_LIMIT_BYTES) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 JSON for %s',
    async (contentType) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/forms/contact-requests',
        headers: { 'content-type': contentType },
        payload: 'name=Jordan',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/must be JSON/);
    },
  );

  it('answers 415 when the content type is missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/forms/contact-requests' });
    expect(response.statusCode).toBe(415);
  });

  it('answers 400 JSON without internals for malformed JSON', async () => {
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});
