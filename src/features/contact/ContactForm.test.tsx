import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { formsUrl, server } from '@/test/server';
import { ContactForm } from './ContactForm';
import { DRAFT_STORAGE_KEY } from './useContactForm';
import { enquiry, field, fillEnquiry, submitButton } from '@/test/contact/contactForm';

const storedDraft = () => JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');

describe('contact form validation', () => {
  it('labels every field and offers every service, cleaning by its kinds', () => {
    renderWithProviders(<ContactForm />);
    expect(field.name()).toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.email()).toBeRequired();
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.phone()).not.toBeRequired();
    expect(field.message()).toBeRequired();
    const options = within(field.service()).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Choose a service'],
      ['commercial', 'Commercial cleaning'],
      ['deep', 'Deep cleaning'],
      ['residential', 'Residential cleaning'],
      ['move', 'Move-in / move-out cleaning'],
      ['waste', 'Waste management'],
      ['maintenance', 'Facility maintenance'],
      ['grounds', 'Grounds maintenance'],
      ['other', 'Something else'],
    ]);
    const cleaning = within(field.service()).getByRole('group', { name: 'Cleaning' });
    expect(within(cleaning).getAllByRole('option')).toHaveLength(4);
  });

  it('chooses the service a quote link asks for, over one in a restored draft', async () => {
    window.sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        values: { ...enquiry, service: 'deep' },
        idempotencyKey: 'draft-key-0001',
      }),
    );
    const { user } = renderWithProviders(<ContactForm service="waste" />);
    await waitFor(() => expect(field.service()).toHaveValue('waste'));
    expect(field.name()).toHaveValue(enquiry.name);
    await user.selectOptions(field.service(), 'grounds');
    expect(field.service()).toHaveValue('grounds');
  });

  it('explains every problem on an empty submit and focuses the first one', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.click(submitButton());

    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveAccessibleDescription('Enter your full name.');
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(field.message()).toHaveAttribute('aria-invalid', 'true');
    expect(field.message()).toHaveAccessibleDescription(/Enter a message\.$/);
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
    expect(field.service()).not.toHaveAttribute('aria-invalid');
    expect(field.name()).toHaveFocus();
  });

  it('focuses the first invalid field in form order', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field.name(), 'Priya');
    await user.type(field.email(), 'priya.example.com.au');
    await user.click(submitButton());
    expect(field.email()).toHaveFocus();
    expect(field.email()).toHaveAccessibleDescription(/valid e-mail address/);
    expect(field.name()).not.toHaveAttribute('aria-invalid');
  });

  it('checks a field when the visitor leaves it, but only once they have typed in it', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.click(field.name());
    await user.tab();
    expect(field.name()).not.toHaveAttribute('aria-invalid');

    await user.type(field.name(), 'P');
    await user.tab();
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveAccessibleDescription('Your name needs at least 2 characters.');
    expect(field.email()).not.toHaveAttribute('aria-invalid');

    await user.type(field.name(), 'riya');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Your name needs at least 2 characters.')).not.toBeInTheDocument();

    await user.type(field.phone(), 'ring me');
    await user.tab();
    expect(field.phone()).toHaveAccessibleDescription(/only contain digits, spaces/);
  });
});

describe('contact form e-mail slips', () => {
  const invalidEmail = 'Enter a valid e-mail address, like name@company.com.au.';
  /** The live region a suggestion is announced in, found from its button. */
  const announcedWith = (button: HTMLElement) => button.closest('[role="status"]');

  it('refuses an address without a dotted domain, offering nothing', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field.email(), 'jo@company');
    await user.tab();
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription(invalidEmail);
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('offers the likely address once the field is left, and fills it in on a press', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field.email(), 'jo@gmial.com');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
    await user.tab();

    const suggestion = await screen.findByRole('button', { name: 'jo@gmail.com' });
    expect(announcedWith(suggestion)).toHaveTextContent(/^Did you mean jo@gmail\.com\?$/);
    expect(field.email()).not.toHaveAttribute('aria-invalid');

    await user.click(suggestion);
    expect(field.email()).toHaveValue('jo@gmail.com');
    expect(field.email()).toHaveFocus();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('calls .con an error, offers .com beside it, and is usable from the keyboard', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field.email(), 'x@company.con');
    await user.tab();
    const suggestion = await screen.findByRole('button', { name: 'x@company.com' });
    expect(announcedWith(suggestion)).toHaveTextContent(/^Did you mean x@company\.com\?$/);
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription(invalidEmail);

    expect(field.phone()).toHaveFocus();
    await user.tab({ shift: true });
    expect(suggestion).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field.email()).toHaveValue('x@company.com');
    expect(field.email()).toHaveFocus();
    expect(field.email()).not.toHaveAttribute('aria-invalid');
  });

  it('drops the suggestion as soon as the address is changed by hand', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field.email(), 'jo@hotmial.com');
    await user.tab();
    await screen.findByRole('button', { name: 'jo@hotmail.com' });
    await user.type(field.email(), '.au');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('offers it with the errors on a send, before anything goes out', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field.email(), 'jo@bigpond.con{Enter}');
    expect(await screen.findByRole('button', { name: 'jo@bigpond.com' })).toBeInTheDocument();
    expect(field.name()).toHaveFocus();
    expect(field.email()).toHaveAccessibleDescription(invalidEmail);
  });
});

describe('contact form verdicts the server shares', () => {
  it('flags a pasted control character in the message before anything is sent', async () => {
    let sent = 0;
    server.use(
      http.post(formsUrl('contact-requests'), () => {
        sent += 1;
        return HttpResponse.json({ data: { id: 'HL-7K3M9QXP', created_at: '' } }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await fillEnquiry(user);
    await user.clear(field.message());
    await user.click(field.message());
    await user.paste('Please quote for our office,\u0007 nightly from March.');
    await user.tab();

    expect(field.message()).toHaveAttribute('aria-invalid', 'true');
    expect(field.message()).toHaveAccessibleDescription(/hidden control or text-direction/);

    await user.click(submitButton());
    expect(field.message()).toHaveFocus();
    expect(screen.queryByRole('status', { name: /message has been sent/ })).not.toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('flags a right-to-left override in the message as well', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.click(field.message());
    await user.paste('Quote for \u202Emoc.elpmaxe@live, please.');
    await user.tab();
    expect(field.message()).toHaveAccessibleDescription(/hidden control or text-direction/);
  });
});

describe('contact form draft', () => {
  it('keeps what the visitor types in this tab, with an idempotency key', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field.name(), 'Priya');
    await waitFor(() => expect(storedDraft()?.values.name).toBe('Priya'));
    expect(storedDraft().idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('restores a saved draft after a reload', async () => {
    window.sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        values: { ...enquiry, phone: '', service: 'deep' },
        idempotencyKey: 'restored-key-1234',
      }),
    );
    renderWithProviders(<ContactForm />);
    await waitFor(() => expect(field.name()).toHaveValue(enquiry.name));
    expect(field.email()).toHaveValue(enquiry.email);
    expect(field.service()).toHaveValue('deep');
    expect(field.message()).toHaveValue(enquiry.message);
    expect(storedDraft().idempotencyKey).toBe('restored-key-1234');
  });

  it('survives an unmount and remount with everything in place', async () => {
    const first = renderWithProviders(<ContactForm />);
    await fillEnquiry(first.user);
    await waitFor(() => expect(storedDraft()?.values.message).toBe(enquiry.message));
    first.unmount();

    renderWithProviders(<ContactForm />);
    await waitFor(() => expect(field.message()).toHaveValue(enquiry.message));
    expect(field.phone()).toHaveValue(enquiry.phone);
    expect(field.service()).toHaveValue(enquiry.service);
  });

  it('ignores a stored draft it cannot read', async () => {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, '{"values":');
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field.name(), 'Jo');
    expect(field.name()).toHaveValue('Jo');
  });
});
