import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formsEndpoint } from '@/config/forms';
import { renderRoute, renderWithProviders } from '@/test/renderWithProviders';
import { formsUrl, server } from '@/test/server';
import { ContactForm } from './ContactForm';
import { fillEnquiry, sentEnquiry, submitButton } from '@/test/contact/contactForm';

/** Another instance of the site's server, as FORMS_URL names it for a site on a static host. */
const FORMS_SERVER = 'https://forms.harbourline.example';

const testFormsUrl = process.env.FORMS_URL;
afterEach(() => {
  process.env.FORMS_URL = testFormsUrl;
});

describe('where the contact form posts', () => {
  it('defaults to this site’s own server, under /forms', () => {
    process.env.FORMS_URL = '';
    expect(formsEndpoint('contact-requests')).toBe(
      `${window.location.origin}/forms/contact-requests`,
    );
  });

  it('posts to the forms server FORMS_URL names, and only there', async () => {
    process.env.FORMS_URL = FORMS_SERVER;
    const received: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post(`${FORMS_SERVER}/forms/contact-requests`, async ({ request }) => {
        received.push({
          body: await request.json(),
          key: request.headers.get('Idempotency-Key'),
        });
        return HttpResponse.json(
          { data: { id: 'HL-FRM5S3RV', created_at: '2025-03-03T01:02:03.000Z' } },
          { status: 201 },
        );
      }),
      // This site's own server must not be called: fail loudly if it is.
      http.post(formsUrl('contact-requests'), () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());

    const confirmation = await screen.findByRole('status', { name: /message has been sent/ });
    expect(confirmation).toHaveTextContent('Your reference is HL-FRM5S3RV.');
    expect(received).toEqual([
      { body: sentEnquiry, key: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  it('shows no form where the build has no forms server, and says how to reach the company', async () => {
    process.env.FORMS_URL = 'none';
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('form', { name: 'Get a free quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    const notice = await screen.findByRole('region', { name: 'Get a free quote' });
    expect(notice).toHaveTextContent(/e-mail us at hello@harbourline\.example/);
    expect(notice).toHaveTextContent(/call us on \(02\) 5550 1234/);
  });
});
