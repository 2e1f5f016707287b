import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { api } from '@/state/api';
import { rootReducer } from '@/app/store';
import { renderWithProviders } from '@/test/renderWithProviders';
import { formsUrl, refusedFields, server } from '@/test/server';
import { ContactForm } from './ContactForm';
import { DRAFT_STORAGE_KEY } from './useContactForm';
import { enquiry, field, fillEnquiry, sentEnquiry, submitButton } from '@/test/contact/contactForm';

interface Received {
  body: unknown;
  key: string | null;
  contentType: string | null;
}

/** Records each contact request; answers with the given responders in turn, then success. */
function contactEndpoint(...responders: (() => Response | Promise<Response>)[]) {
  const received: Received[] = [];
  server.use(
    http.post(formsUrl('contact-requests'), async ({ request }) => {
      received.push({
        body: await request.json(),
        key: request.headers.get('Idempotency-Key'),
        contentType: request.headers.get('Content-Type'),
      });
      const respond = responders[received.length - 1];
      if (respond) return respond();
      return HttpResponse.json(
        {
          data: {
            id: `HL-7K3M9QX${'PQRS'[received.length]}`,
            created_at: '2025-03-03T01:02:03.000Z',
          },
        },
        { status: 201 },
      );
    }),
  );
  return received;
}

const expectAllValuesKept = () => {
  expect(field.name()).toHaveValue(enquiry.name);
  expect(field.email()).toHaveValue(enquiry.email);
  expect(field.phone()).toHaveValue(enquiry.phone);
  expect(field.service()).toHaveValue(enquiry.service);
  expect(field.message()).toHaveValue(enquiry.message);
};

describe('sending the contact form', () => {
  it('posts the enquiry as JSON with an idempotency key and confirms it', async () => {
    const received = contactEndpoint();
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());

    const confirmation = await screen.findByRole('status', { name: /message has been sent/ });
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent('Your reference is HL-7K3M9QXQ.');

    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual(sentEnquiry);
    expect(received[0]?.contentType).toMatch(/application\/json/);
    expect(received[0]?.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.service()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('sends the values as the server stores them: composed (NFC), single lines on one line', async () => {
    const received = contactEndpoint();
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.clear(field.name());
    await user.type(field.name(), 'Zoe\u0301 Nguye\u0302\u0303n');
    await user.clear(field.phone());
    await user.click(field.phone());
    await user.paste('0412\t345 678');
    await user.click(submitButton());

    await screen.findByRole('status', { name: /message has been sent/ });
    expect(received[0]?.body).toEqual({
      ...sentEnquiry,
      name: 'Zo\u00e9 Nguy\u1ec5n',
      phone: '0412 345 678',
    });
  });

  it('uses a fresh idempotency key for the next enquiry after a success', async () => {
    const received = contactEndpoint();
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());
    await screen.findByRole('status', { name: /message has been sent/ });

    await fillEnquiry(user);
    await user.click(submitButton());
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(received[1]?.key).not.toBe(received[0]?.key);
  });

  it('shows progress while sending and sends only once when pressed twice', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const received = contactEndpoint(async () => {
      await gate;
      return HttpResponse.json(
        { data: { id: 'HL-P2Q8W4ZR', created_at: '2025-03-03T01:02:03Z' } },
        { status: 201 },
      );
    });
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());

    const button = submitButton();
    expect(button).toHaveTextContent('Sending…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await user.type(field.name(), '{Enter}');

    release();
    await screen.findByRole('status', { name: /message has been sent/ });
    expect(received).toHaveLength(1);
    expect(submitButton()).toHaveTextContent('Send Message');
  });

  it.each([
    [
      'a server error',
      () => HttpResponse.json({ message: 'Boom' }, { status: 500 }),
      /went wrong on our side/,
    ],
    ['a network failure', () => HttpResponse.error(), /could not reach our server/],
  ])('keeps everything typed after %s and retries with the same key', async (_, fail, message) => {
    const received = contactEndpoint(fail);
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // Where the visitor is: focus moves to it, and it offers the other ways to reach us.
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('link', { name: '(02) 5550 1234' })).toHaveAttribute(
      'href',
      'tel:+61255501234',
    );
    expect(within(alert).getByRole('link', { name: 'hello@harbourline.example' })).toHaveAttribute(
      'href',
      'mailto:hello@harbourline.example',
    );
    expect(submitButton().compareDocumentPosition(alert)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expectAllValuesKept();
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain(enquiry.email);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('status', { name: /message has been sent/ });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(received).toHaveLength(2);
    expect(received[1]?.key).toBe(received[0]?.key);
    expect(received[1]?.body).toEqual(received[0]?.body);
  });

  it('says when to try again after too many sends, and sends on a later try', async () => {
    const received = contactEndpoint(
      () =>
        HttpResponse.json(
          { message: 'Too many requests. Please try again in 42 seconds.', retryAfter: 42 },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      () => HttpResponse.json({ message: 'Too many requests.' }, { status: 429 }),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/has not been sent\. Please try again in 42 seconds/);
    expect(alert).toHaveFocus();
    expectAllValuesKept();

    // A limit that does not say how long (a proxy's, say) still gets a time to wait.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Please try again in a minute/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('status', { name: /message has been sent/ });
    expect(received).toHaveLength(3);
  });

  it('says an earlier send is still arriving when the server answers 409, then retries', async () => {
    const received = contactEndpoint(() =>
      HttpResponse.json({ message: 'A request with this key is in progress.' }, { status: 409 }),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/still being received/);
    expectAllValuesKept();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('status', { name: /message has been sent/ });
    expect(received[1]?.key).toBe(received[0]?.key);
  });

  it('sends an enquiry edited after a failed send under a new key', async () => {
    const received = contactEndpoint(() => HttpResponse.error());
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());
    await screen.findByRole('alert');

    await user.type(field.message(), ' Also the windows.');
    await user.click(submitButton());
    await screen.findByRole('status', { name: /message has been sent/ });
    expect(received).toHaveLength(2);
    expect(received[1]?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(received[1]?.key).not.toBe(received[0]?.key);
  });

  it("shows the server's messages on the fields it rejected", async () => {
    contactEndpoint(() =>
      refusedFields({ email: ['Please enter a valid email address, like name@example.com.'] }),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/correct the highlighted fields/);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(field.email()).toHaveFocus();
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expectAllValuesKept();
  });

  it('resumes a restored draft with its stored idempotency key', async () => {
    // The server answers 200 when it already holds a request under this key; an admin host
    // that numbers its requests is shown as it answers.
    const received = contactEndpoint(() =>
      HttpResponse.json(
        { data: { id: 12, created_at: '2025-03-03T01:02:03.000Z' } },
        { status: 200 },
      ),
    );
    window.sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ version: 1, values: enquiry, idempotencyKey: 'draft-key-from-before' }),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await waitFor(() => expect(field.message()).toHaveValue(enquiry.message));
    await user.click(submitButton());
    expect(await screen.findByRole('status', { name: /message has been sent/ })).toHaveTextContent(
      'Your reference is 12.',
    );
    expect(received[0]?.key).toBe('draft-key-from-before');
  });

  it('counts a draft begun on an earlier page as open since then: sent at once, it is no bot’s', async () => {
    const received = contactEndpoint();
    const startedAt = Date.now() - 90_000;
    window.sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ version: 1, values: enquiry, idempotencyKey: 'draft-key-begun', startedAt }),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await waitFor(() => expect(field.message()).toHaveValue(enquiry.message));
    await user.click(submitButton());
    await screen.findByRole('status', { name: /message has been sent/ });
    expect((received[0]?.body as { openForMs: number }).openForMs).toBeGreaterThanOrEqual(90_000);
  });
});

describe('privacy of the contact form', () => {
  it('keeps the enquiry out of the Redux state and its action log', async () => {
    contactEndpoint();
    const actions: UnknownAction[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      actions.push(action as UnknownAction);
      return next(action);
    };
    const store = configureStore({
      reducer: rootReducer,
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, recorder),
    });
    const user = userEvent.setup();
    render(
      <Provider store={store}>
        <ContactForm />
      </Provider>,
    );
    await fillEnquiry(user);
    await user.click(submitButton());
    await screen.findByRole('status', { name: /message has been sent/ });

    expect(actions.map((action) => action.type)).toContain('api/executeMutation/fulfilled');
    for (const value of [enquiry.email, enquiry.name, enquiry.phone, enquiry.message]) {
      expect(JSON.stringify(store.getState())).not.toContain(value);
      expect(JSON.stringify(actions)).not.toContain(value);
    }
  });
});
