import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';
import { LEADS_INBOX, SMTP_SINK_MESSAGES } from './topology';

/**
 * The site's forms in the production topology, served by the Node server and by the static
 * host: what a visitor sends in the browser reaches the company's inbox through the site's
 * own server (FORMS_URL), stored and delivered by its outbox to a real SMTP server.
 */

interface SinkMessage {
  rcptTo: string[];
  subject: string;
  messageId: string;
  text: string;
}

/** The one message `matches` picks out, once it has arrived. */
async function deliveredWhere(
  request: APIRequestContext,
  matches: (message: SinkMessage) => boolean,
  what: string,
): Promise<SinkMessage> {
  let found: SinkMessage[] = [];
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(SMTP_SINK_MESSAGES)).json()) as SinkMessage[];
        found = messages.filter(matches);
        return found.length;
      },
      { timeout: 15_000, message: what },
    )
    .toBe(1);
  const [message] = found;
  if (!message) throw new Error(`No ${what}`);
  return message;
}

/** The one message whose subject contains `needle`. */
const delivered = (request: APIRequestContext, needle: string) =>
  deliveredWhere(request, (message) => message.subject.includes(needle), `e-mail about ${needle}`);

/** The one message to `address`. */
const deliveredTo = (request: APIRequestContext, address: string) =>
  deliveredWhere(request, (message) => message.rcptTo.includes(address), `e-mail to ${address}`);

const main = (page: Page) => page.getByRole('main');

/**
 * A person takes seconds to fill a form in; one sent within two of the page opening is taken
 * for a bot's, stored and only digested for staff (docs/leads.md). These tests send as people.
 */
const atAPersonsPace = (page: Page) => page.waitForFunction(() => performance.now() >= 2_000);

test('a contact request sent in the browser reaches the company’s inbox', async ({
  page,
  request,
}, testInfo) => {
  const name = `Avery ${testInfo.project.name}`;
  await page.goto('/contact');
  await waitForApp(page);
  await main(page)
    .getByLabel(/^Full Name/)
    .fill(name);
  await main(page)
    .getByLabel(/^Email/)
    .fill('avery@example.com.au');
  await main(page)
    .getByLabel(/^Service/)
    .selectOption('commercial');
  await main(page)
    .getByLabel(/^Message/)
    .fill('Weekly cleaning of a small office in Parramatta, please.');
  await atAPersonsPace(page);
  await main(page).getByRole('button', { name: 'Send Message' }).click();

  const confirmation = main(page).getByRole('status', { name: /message has been sent/ });
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^HL-[2-9A-HJ-NP-Z]{8}$/);

  const mail = await delivered(request, reference);
  expect(mail.rcptTo).toEqual([LEADS_INBOX]);
  expect(mail.subject).toBe(`Website enquiry ${reference}: Commercial cleaning — ${name}`);
  expect(mail.text).toContain('E-mail: avery@example.com.au');
});

test('a newsletter sign-up is confirmed from the e-mail it gets, then reaches the company’s inbox', async ({
  page,
  request,
}, testInfo) => {
  const address = `reader-${testInfo.project.name}-${Date.now()}@example.com.au`;
  await page.goto('/about');
  await waitForApp(page);
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  await form.getByRole('textbox', { name: /facility care tips/i }).fill(address);
  await atAPersonsPace(page);
  await form.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(form.getByText(/we’ve e-mailed you a link to confirm/)).toBeVisible();

  // The address's owner gets the link; the company hears nothing yet.
  const invitation = await deliveredTo(request, address);
  expect(invitation.subject).toBe("Please confirm your subscription to Harbourline's newsletter");
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.-]+/.exec(invitation.text)?.[0];
  if (link === undefined) throw new Error(`No confirmation link in:\n${invitation.text}`);
  await page.goto(link);
  await waitForApp(page);
  await main(page).getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(main(page).getByText(/^You’re subscribed\. Our newsletter goes to /)).toBeVisible();

  const mail = await delivered(request, address);
  expect(mail.rcptTo).toEqual([LEADS_INBOX]);
  expect(mail.subject).toMatch(/^Newsletter sign-up NL-[2-9A-HJ-NP-Z]{8}: /);
  expect(mail.text).toContain('Signed up on: /about');
});

test('a malformed address is named on the field, and nothing is sent', async ({
  page,
  request,
}) => {
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  await page.goto('/about');
  await waitForApp(page);
  const field = form.getByRole('textbox', { name: /facility care tips/i });
  await field.fill('no-at-sign.example.com');
  await form.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  await expect(field).toHaveValue('no-at-sign.example.com');
  const messages = (await (await request.get(SMTP_SINK_MESSAGES)).json()) as SinkMessage[];
  expect(messages.some((message) => message.subject.includes('no-at-sign'))).toBe(false);
});
