import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../test/testSupport';
import { CONTACT_ENQUIRY, makeTestApp } from '../test/testSupport';
import { contactRequestHead } from '../test/contactRequestHead';
import { confirmationToken } from '../outbox/confirmationLink';
import { FORMS_CONTRACT_FILE, loadContract } from './apiContract';
import { answerOf, expectToKeepContract } from './contractAnswers';

/** The site server's real answers to its forms, one for each documented status. */
let t: TestApp;
let check: Awaited<ReturnType<typeof loadContract>>;

beforeAll(async () => {
  [t, check] = await Promise.all([makeTestApp(), loadContract(FORMS_CONTRACT_FILE)]);
});
afterAll(() => t.close());

const enquiry = CONTACT_ENQUIRY;

let keys = 0;
const freshKey = () => `contract-key-${Date.now()}-${(keys += 1)}`;

const postTo = (url: string, body: string, headers: Record<string, string>, app: TestApp['app']) =>
  app.inject({ method: 'POST', url, headers, payload: body });

const post = (body: string, headers: Record<string, string> = {}, app: TestApp['app'] = t.app) =>
  postTo('/forms/contact-requests', body, { 'content-type': 'application/json', ...headers }, app);

const expectStatusKeepingContract = async (
  response: Awaited<ReturnType<typeof post>>,
  status: number,
  label: string,
) => {
  expect(response.statusCode).toBe(status);
  expectToKeepContract(
    check('createContactRequest', answerOf(response)),
    label,
    'docs/forms.openapi.yaml',
  );
};

describe('POST /contact-requests keeps the contract', () => {
  it('201 for a new request, 200 with the same answer for its repeat', async () => {
    const key = freshKey();
    const created = await post(JSON.stringify(enquiry), { 'idempotency-key': key });
    await expectStatusKeepingContract(created, 201, 'created');
    expect(created.json().data.id).toMatch(/^HL-[23456789A-HJ-NP-Z]{8}$/);

    const repeated = await post(JSON.stringify(enquiry), { 'idempotency-key': key });
    await expectStatusKeepingContract(repeated, 200, 'repeat');
    expect(repeated.json()).toEqual(created.json());
  });

  it('422 for invalid fields, and for a key reused with a different request', async () => {
    const invalid = await post(JSON.stringify({ ...enquiry, email: 'not an address', name: '' }));
    await expectStatusKeepingContract(invalid, 422, 'invalid fields');
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['email', 'name']);

    const key = freshKey();
    await expectStatusKeepingContract(
      await post(JSON.stringify(enquiry), { 'idempotency-key': key }),
      201,
      'first use of a key',
    );
    const reused = await post(
      JSON.stringify({ ...enquiry, message: `${enquiry.message} Also windows.` }),
      {
        'idempotency-key': key,
      },
    );
    await expectStatusKeepingContract(reused, 422, 'key reused');
    expect(Object.keys(reused.json().errors)).toEqual(['idempotencyKey']);
  });

  it('400 for a body that is not valid JSON', async () => {
    await expectStatusKeepingContract(await post('{"name":'), 400, 'broken JSON');
  });

  it('413 for a body over the contact limit', async () => {
    const huge = JSON.stringify({ ...enquiry, message: 'x'.repeat(40 * 1024) });
    await expectStatusKeepingContract(await post(huge), 413, 'too large');
  });

  it('415 for a body that is not JSON', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/forms/contact-requests',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Jordan',
    });
    await expectStatusKeepingContract(form, 415, 'form post');
  });

  it('429 with Retry-After once a client sends too many', async () => {
    const limited = await makeTestApp({
      forms: { contactRateLimit: { max: 1, windowMs: 60_000 } },
    });
    try {
      await post(JSON.stringify(enquiry), {}, limited.app);
      const refused = await post(JSON.stringify(enquiry), {}, limited.app);
      await expectStatusKeepingContract(refused, 429, 'rate limited');
      // The page may be on another origin, where Retry-After is unreadable: the body says it too.
      expect(refused.json().retryAfter).toBe(Number(refused.headers['retry-after']));
      expect(refused.json().retryAfter).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /contact-requests while the same key is in flight', () => {
  let server: TestApp;
  let socket: net.Socket | undefined;

  beforeAll(async () => {
    server = await makeTestApp();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    socket?.destroy();
    await server.close();
  });

  it('409 for a second request with the key of one still being received', async () => {
    const key = freshKey();
    const body = JSON.stringify(enquiry);
    const { port } = server.app.server.address() as AddressInfo;
    const arrived = new Promise((resolve) => server.app.server.once('request', resolve));
    // Only the headers: the server holds the key until the body is in or the client leaves.
    socket = net.connect(port, '127.0.0.1');
    socket.write(contactRequestHead(port, body, key));
    await arrived;
    // The request handler's onRequest hooks run just after 'request'; give them a turn.
    await new Promise((resolve) => setImmediate(resolve));

    const second = await post(body, { 'idempotency-key': key }, server.app);
    await expectStatusKeepingContract(second, 409, 'in flight');
  });
});

describe('POST /newsletter-signups keeps the contract', () => {
  const signUp = (body: string, app: TestApp['app'] = t.app, contentType = 'application/json') =>
    postTo('/forms/newsletter-signups', body, { 'content-type': contentType }, app);
  const keeps = (response: Awaited<ReturnType<typeof signUp>>, status: number, label: string) => {
    expect(response.statusCode).toBe(status);
    expectToKeepContract(
      check('createNewsletterSignup', answerOf(response)),
      label,
      'docs/forms.openapi.yaml',
    );
  };

  it('200 for a new address and for one already on the list, alike', async () => {
    const first = await signUp(JSON.stringify({ email: 'list@example.com', sourcePage: '/' }));
    keeps(first, 200, 'new address');
    const again = await signUp(JSON.stringify({ email: 'LIST@example.com', sourcePage: '/blog' }));
    keeps(again, 200, 'known address');
    expect(again.json()).toEqual({ data: { email: 'LIST@example.com', confirmationSent: true } });
    const screened = await signUp(
      JSON.stringify({ email: 'bot@example.com', sourcePage: '/', website: 'x', openForMs: 120 }),
    );
    keeps(screened, 200, 'with the screening fields');
  });

  it('422 naming the address and the page, 400 for broken JSON, 415 for a form post', async () => {
    const invalid = await signUp(JSON.stringify({ email: 'nope', sourcePage: 'https://evil' }));
    keeps(invalid, 422, 'invalid fields');
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['email', 'sourcePage']);
    keeps(await signUp('{"email":'), 400, 'broken JSON');
    keeps(await signUp('email=a', t.app, 'application/x-www-form-urlencoded'), 415, 'form post');
  });

  it('429 with Retry-After once a client signs up too often', async () => {
    const limited = await makeTestApp({ forms: { signupRateLimit: { max: 1, windowMs: 60_000 } } });
    try {
      await signUp(JSON.stringify({ email: 'a@example.com', sourcePage: '/' }), limited.app);
      const refused = await signUp(
        JSON.stringify({ email: 'b@example.com', sourcePage: '/' }),
        limited.app,
      );
      keeps(refused, 429, 'rate limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /newsletter-confirmations keeps the contract', () => {
  const confirm = (body: string, contentType = 'application/json') =>
    postTo('/forms/newsletter-confirmations', body, { 'content-type': contentType }, t.app);
  const keeps = (response: Awaited<ReturnType<typeof confirm>>, status: number, label: string) => {
    expect(response.statusCode).toBe(status);
    expectToKeepContract(
      check('confirmNewsletterSignup', answerOf(response)),
      label,
      'docs/forms.openapi.yaml',
    );
  };

  it('200 for the e-mail’s token, 410 once expired, 404 for any other, 400 and 415', async () => {
    await postTo(
      '/forms/newsletter-signups',
      JSON.stringify({ email: 'list@example.com', sourcePage: '/' }),
      { 'content-type': 'application/json' },
      t.app,
    );
    const { reference } = t.db.prepare('SELECT reference FROM newsletter_signups').get() as {
      reference: string;
    };
    const key = await t.store.signingKey();
    const token = (expires: number) => confirmationToken(key, reference, new Date(expires));
    keeps(await confirm(JSON.stringify({ token: token(Date.now() + 60_000) })), 200, 'confirmed');
    keeps(await confirm(JSON.stringify({ token: token(Date.now() - 1_000) })), 410, 'expired');
    keeps(await confirm(JSON.stringify({ token: 'NL-22222222.1.x' })), 404, 'not ours');
    keeps(await confirm('{"token":'), 400, 'broken JSON');
    keeps(await confirm('token=x', 'application/x-www-form-urlencoded'), 415, 'form post');
  });
});

describe('POST /csp-reports keeps the contract', () => {
  const report = (body: string, type: string, app: TestApp['app'] = t.app) =>
    postTo('/forms/csp-reports', body, { 'content-type': type }, app);
  const keeps = (response: Awaited<ReturnType<typeof report>>, status: number, label: string) => {
    expect(response.statusCode).toBe(status);
    const answer =
      status === 204 ? { status, headers: response.headers, body: null } : answerOf(response);
    expectToKeepContract(check('reportCspViolation', answer), label, 'docs/forms.openapi.yaml');
  };
  const violation = JSON.stringify({
    'csp-report': {
      'document-uri': 'https://www.harbourline.example/about',
      'effective-directive': 'img-src',
      'blocked-uri': 'https://tracker.example.net/x.gif',
    },
  });

  it('204 for either format; 400, 413 and 415 for what is neither', async () => {
    keeps(await report(violation, 'application/csp-report'), 204, 'report-uri format');
    keeps(await report('[]', 'application/reports+json'), 204, 'Reporting API format');
    keeps(await report('{"hello":1}', 'application/csp-report'), 400, 'not a report');
    keeps(await report('{', 'application/reports+json'), 400, 'broken JSON');
    const huge = JSON.stringify([{ pad: 'x'.repeat(17 * 1024) }]);
    keeps(await report(huge, 'application/reports+json'), 413, 'too large');
    keeps(await report(violation, 'text/plain'), 415, 'another type');
  });

  it('429 with Retry-After past the limit', async () => {
    const limited = await makeTestApp({
      forms: { cspReports: { rateLimit: { max: 1, windowMs: 60_000 } } },
    });
    try {
      await report(violation, 'application/csp-report', limited.app);
      keeps(await report(violation, 'application/csp-report', limited.app), 429, 'rate limited');
    } finally {
      await limited.close();
    }
  });
});
