import type { TestApp } from '../test/testSupport';
import { CONTACT_ENQUIRY, makeTestApp } from '../test/testSupport';

/** What the server accepts as text, and the normalised values it stores. */
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const { service: _service, ...valid } = CONTACT_ENQUIRY;

/** Posts JSON text as given, so escapes such as a lone "\ud800" reach the server intact. */
const postJson = (json: string) =>
  t.app.inject({
    method: 'POST',
    url: '/forms/contact-requests',
    headers: { 'content-type': 'application/json' },
    payload: json,
  });

const post = (payload: object) => postJson(JSON.stringify(payload));

const storedCount = () =>
  (t.db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get() as { n: number }).n;

const storedRow = (reference: string) =>
  t.db
    .prepare('SELECT name, email, phone, message FROM contact_requests WHERE reference = ?')
    .get(reference) as { name: string; email: string; phone: string | null; message: string };

const expectRejectedField = async (
  response: Awaited<ReturnType<typeof post>>,
  field: string,
  before: number,
) => {
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors)).toEqual([field]);
  expect(storedCount()).toBe(before);
};

describe('contact text on the server', () => {
  it.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['a vertical tab', '\u000b'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a right-to-left override', '\u202e'],
    ['a first-strong isolate', '\u2068'],
  ])('refuses %s in the message with 422 naming the message', async (_, hidden) => {
    const before = storedCount();
    const response = await post({ ...valid, message: `Please quote ${hidden}for our office.` });
    await expectRejectedField(response, 'message', before);
    expect(response.json().errors.message[0]).toMatch(/hidden control or text-direction/);
  });

  it('keeps newlines and tabs in the message, with CRLF stored as a newline', async () => {
    const message = 'Two sites:\r\n\t- Parramatta office\r\n\t- Botany warehouse';
    const response = await post({ ...valid, message });
    expect(response.statusCode).toBe(201);
    expect(storedRow(response.json().data.id).message).toBe(
      'Two sites:\n\t- Parramatta office\n\t- Botany warehouse',
    );
  });

  it('stores single-line fields without control characters, line breaks or overrides', async () => {
    const response = await post({
      name: 'Jordan\r\nLee\u0000',
      email: '\u202ejordan@example.com\t',
      phone: '0412\t345\u0007 678',
      message: valid.message,
    });
    expect(response.statusCode).toBe(201);
    expect(storedRow(response.json().data.id)).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '0412 345 678',
      message: valid.message,
    });
  });

  it.each([
    ['name', 'Jordan \\ud800Lee'],
    ['email', 'jo\\ud800@example.com'],
    ['phone', '0412 \\udc00 678'],
    ['message', 'Please quote \\udc00 for our office.'],
  ])('refuses a lone surrogate in the %s with 422 naming the field', async (field, escapedText) => {
    const before = storedCount();
    // JSON.stringify would escape the backslash; the server must see the JSON escape itself.
    const json = JSON.stringify({ ...valid, [field]: 'PLACEHOLDER' }).replace(
      '"PLACEHOLDER"',
      `"${escapedText}"`,
    );
    const response = await postJson(json);
    await expectRejectedField(response, field, before);
    expect(response.json().errors[field][0]).toMatch(/broken character/);
  });

  it('stores decomposed (NFD) text composed (NFC)', async () => {
    const response = await post({
      ...valid,
      name: 'Zoe\u0301 Nguye\u0302\u0303n',
      message: 'Cafe\u0301 fit-out clean before opening, please.',
    });
    expect(response.statusCode).toBe(201);
    const row = storedRow(response.json().data.id);
    expect(row.name).toBe('Zo\u00e9 Nguy\u1ec5n');
    expect(row.message).toBe('Caf\u00e9 fit-out clean before opening, please.');
  });

  it('counts characters after normalising, so combining marks do not make a name too long', async () => {
    const response = await post({ ...valid, name: 'e\u0301'.repeat(100) });
    expect(response.statusCode).toBe(201);
  });
});
