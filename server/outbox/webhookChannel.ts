import { leadFields } from '../store/formsStore';
import type { Submission } from '../store/formsStore';
import {
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  webhookSignature,
} from '../http/webhookSignature';
import type { Channel } from './outboxWorker';

export interface WebhookSettings {
  url: string;
  secret: string;
}

const TIMEOUT_MS = 10_000;

function webhookBody(submission: Submission): { reference: string; body: string } {
  if (submission.kind === 'signup') {
    const { signup } = submission;
    return {
      reference: signup.reference,
      body: JSON.stringify({
        type: 'newsletter_signup',
        reference: signup.reference,
        email: signup.email,
        source_page: signup.sourcePage,
        consented_at: signup.consentedAt,
        confirmed_at: signup.confirmedAt ?? null,
      }),
    };
  }
  const { lead } = submission;
  return {
    reference: lead.reference,
    body: JSON.stringify({ type: 'contact_request', ...leadFields(lead) }),
  };
}

export function webhookChannel(
  { url, secret }: WebhookSettings,
  now: () => Date = () => new Date(),
): Channel {
  const deliver: Channel['deliver'] = async (submission) => {
    const { reference, body } = webhookBody(submission);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: reference,
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
