import type { IncomingMessage, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OutboxHarness } from '../test/outboxHarness';
import { eventually, startOutboxHarness } from '../test/outboxHarness';
import { webhookChannel } from './webhookChannel';
import {
  IDEMPOTENCY_HEADER,
  isValidWebhookSignature,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../http/webhookSignature';

/** The optional webhook, received by a CRM stand-in on loopback that checks the signature. */
jest.setTimeout(20_000);

const SECRET = 'test-secret-0123456789abcdef';

interface Received {
  body: string;
  headers: IncomingMessage['headers'];
  signatureValid: boolean;
}

async function startReceiver(
  answers: number[],
): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers[TIMESTAMP_HEADER] ?? '');
      const signature = String(request.headers[SIGNATURE_HEADER] ?? '');
      received.push({
        body,
        headers: request.headers,
        signatureValid: isValidWebhookSignature(SECRET, timestamp, body, signature),
      });
      response.statusCode = answers.shift() ?? 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hooks/leads`, received };
}

let harness: OutboxHarness | null = null;
let receiver: Server | null = null;
afterEach(async () => {
  await harness?.close();
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  harness = null;
  receiver = null;
});

/** A worker delivering by webhook to a receiver answering `answers` in turn, then 204. */
async function webhookTo(answers: number[]) {
  const hook = await startReceiver(answers);
  receiver = hook.server;
  const outbox = await startOutboxHarness({
    webhook: webhookChannel({ url: hook.url, secret: SECRET }),
  });
  harness = outbox;
  outbox.worker.start();
  return { hook, outbox };
}

describe('the webhook', () => {
  it('POSTs the request as JSON signed with HMAC-SHA256 over the timestamp and the raw body', async () => {
    const { hook, outbox } = await webhookTo([]);
    const reference = await outbox.submit({
      message: 'Quote for <b>windows</b> & floors, please.',
    });

    await eventually(() => outbox.statusCounts().delivered === 1, 'the webhook to be delivered');
    expect(hook.received).toHaveLength(1);
    const [call] = hook.received;
    expect(call?.signatureValid).toBe(true);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(Number(call?.headers[TIMESTAMP_HEADER])).toBeCloseTo(Date.now() / 1000, -2);
    const body = JSON.parse(call?.body ?? '{}') as Record<string, unknown>;
    expect(call?.headers[IDEMPOTENCY_HEADER]).toBe(reference);
    expect(body).toEqual({
      type: 'contact_request',
      reference,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) as unknown,
      name: 'Jordan Lee',
      email: 'jordan@example.com.au',
      phone: '0400 000 000',
      service: 'commercial',
      service_label: 'Commercial cleaning',
      message: 'Quote for <b>windows</b> & floors, please.',
    });
    // A receiver with another secret, or a tampered body, would refuse it.
    const timestamp = String(call?.headers[TIMESTAMP_HEADER]);
    const signature = String(call?.headers[SIGNATURE_HEADER]);
    expect(
      isValidWebhookSignature('another-secret-0123456789', timestamp, call?.body ?? '', signature),
    ).toBe(false);
    expect(isValidWebhookSignature(SECRET, timestamp, `${call?.body ?? ''} `, signature)).toBe(
      false,
    );
  });

  it('POSTs a newsletter subscriber, once confirmed, the same way with its own type and reference', async () => {
    const { hook, outbox } = await webhookTo([]);
    await outbox.signUp('Facilities@School.edu.au', '/blog/office-cleaning');
    const { reference } = outbox.db.prepare('SELECT reference FROM newsletter_signups').get() as {
      reference: string;
    };
    await outbox.store.confirmSignup(reference, new Date(), ['webhook']);
    outbox.worker.wake();

    await eventually(() => outbox.statusCounts().delivered === 1, 'the webhook to be delivered');
    const [call] = hook.received;
    expect(call?.signatureValid).toBe(true);
    const body = JSON.parse(call?.body ?? '{}') as Record<string, unknown>;
    expect(body).toEqual({
      type: 'newsletter_signup',
      reference: expect.stringMatching(/^NL-[2-9A-HJ-NP-Z]{8}$/) as unknown,
      email: 'Facilities@School.edu.au',
      source_page: '/blog/office-cleaning',
      consented_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) as unknown,
      confirmed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) as unknown,
    });
    expect(call?.headers[IDEMPOTENCY_HEADER]).toBe(body.reference);
  });

  it('retries a non-2xx answer and counts only a 2xx as delivered', async () => {
    const { hook, outbox } = await webhookTo([500, 503]);
    await outbox.submit();

    await eventually(() => outbox.statusCounts().delivered === 1, 'the webhook to be delivered');
    expect(hook.received.map((call) => call.signatureValid)).toEqual([true, true, true]);
    expect(outbox.logs.warn[0]).toMatch(
      /by webhook failed \(attempt 1\): The webhook answered 500/,
    );
  });
});
