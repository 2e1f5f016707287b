import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { apiUrl, server } from '@/test/server';
import { contactEndpointUrl } from './contactApi';
import { ContactForm } from './ContactForm';
import { enquiry, fillEnquiry, submitButton } from './test/contactFormTestUtils';

/** A forms service on another host, as CONTACT_ENDPOINT can name in the static-host setup. */
const FORMS_SERVICE = 'https://forms.harbourline.example/v1/contact-requests';

afterEach(() => {
  delete process.env.CONTACT_ENDPOINT;
});

describe('where the contact form posts', () => {
  it('defaults to the API’s contact-requests', () => {
    expect(contactEndpointUrl()).toBe(apiUrl('/contact-requests'));
  });

  it('resolves a path on this site against the site, not under the API’s base', () => {
    process.env.CONTACT_ENDPOINT = '/forms/contact';
    expect(contactEndpointUrl()).toBe(`${window.location.origin}/forms/contact`);
  });

  it('posts to a configured endpoint on another origin, and only there', async () => {
    process.env.CONTACT_ENDPOINT = FORMS_SERVICE;
    const received: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post(FORMS_SERVICE, async ({ request }) => {
        received.push({
          body: await request.json(),
          key: request.headers.get('Idempotency-Key'),
        });
        return HttpResponse.json(
          { data: { id: 'HL-FRM5S3RV', created_at: '2025-03-03T01:02:03.000Z' } },
          { status: 201 },
        );
      }),
      // The API's own endpoint must not be called: fail loudly if it is.
      http.post(apiUrl('/contact-requests'), () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());

    const confirmation = await screen.findByRole('status', { name: /message has been sent/ });
    expect(confirmation).toHaveTextContent('Your reference is HL-FRM5S3RV.');
    expect(received).toEqual([{ body: enquiry, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });
});
