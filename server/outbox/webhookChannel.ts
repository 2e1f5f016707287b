import type { WebhookSettings } from './deliverySettings';
import type { Channel } from './channel';
import { serviceLabel } from '../../src/lib/contactRules';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from './webhookSignature';

const TIMEOUT_MS = 10_000;

/** POSTs each lead as signed JSON (see webhookSignature.ts); any 2xx answer delivers it. */
export function webhookChannel(
  { url, secret }: WebhookSettings,
  now: () => Date = () => new Date(),
): Channel {
  const deliver: Channel['deliver'] = async (lead) => {
    const body = JSON.stringify({
      reference: lead.reference,
      created_at: lead.createdAt,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      service: lead.service,
      service_label: serviceLabel(lead.service),
      message: lead.message,
    });
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  };
  return { deliver, close: () => {} };
}
