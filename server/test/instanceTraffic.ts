import type { FormsStore, LeadRecord } from '../store/formsStore';
import type { TestSmtpServer } from './smtpServer';

/** A contact request as one visitor sends it, from their own address (behind TRUST_PROXY=1). */
export async function sendContact(
  origin: string,
  label: string,
  clientIp: string,
): Promise<{ status: number; reference: string | null }> {
  const response = await fetch(`${origin}/forms/contact-requests`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `instances-${label}`,
      'x-forwarded-for': clientIp,
    },
    body: JSON.stringify({
      name: `Visitor ${label}`,
      email: `visitor-${label}@example.com.au`,
      service: 'commercial',
      message: `Request ${label}: please quote for weekly cleaning.`,
    }),
  });
  const body = (await response.json()) as { data?: { id: string } };
  return { status: response.status, reference: body.data?.id ?? null };
}

/** Sends `count` requests, spread over the instances in turn, each from its own client address. */
export async function sendSpread(
  origins: readonly string[],
  scenario: string,
  count: number,
): Promise<string[]> {
  const sent = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      sendContact(
        origins[index % origins.length] ?? '',
        `${scenario}-${index}`,
        `10.${scenario.length}.${Math.floor(index / 200)}.${(index % 200) + 1}`,
      ),
    ),
  );
  const failed = sent.filter((answer) => answer.status !== 201);
  if (failed.length > 0) throw new Error(`${failed.length} requests were not stored`);
  return sent.map((answer) => answer.reference ?? '');
}

/** The requests among `references` with every job delivered, as staff would see them. */
export async function leadsOf(
  store: FormsStore,
  references: readonly string[],
): Promise<LeadRecord[]> {
  const wanted = new Set(references);
  return (await store.staff.leads(null)).filter((lead) => wanted.has(lead.reference));
}

export const allDelivered = (leads: readonly LeadRecord[], count: number): boolean =>
  leads.length === count &&
  leads.every((lead) => lead.deliveries.every((job) => job.status === 'delivered'));

/** The messages the SMTP server accepted, by Message-ID, with the text of each copy. */
export function acceptedById(smtp: TestSmtpServer): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const mail of smtp.messages) {
    const { messageId, text } = mail.read;
    byId.set(messageId, [...(byId.get(messageId) ?? []), text]);
  }
  return byId;
}

/** Polls an async check until it holds; fails with `what` after `timeoutMs`. */
export async function eventuallyAsync(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
