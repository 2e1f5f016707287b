import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { site } from '@/config/site';
import { renderRoute } from '@/test/renderWithProviders';
import { formsUrl, refusedFields, server } from '@/test/server';
import { expectLinkTo } from '@/test/pages';

const footer = () => within(screen.getByRole('contentinfo'));
const newsletter = () => within(footer().getByRole('form', { name: 'Newsletter' }));

/** Types an address into the newsletter field and presses Subscribe Now. */
async function subscribe(address: string, path = '/') {
  const { user } = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  const input = newsletter().getByRole('textbox', { name: /facility care tips/i });
  await user.type(input, address);
  await user.click(newsletter().getByRole('button', { name: 'Subscribe Now' }));
  return { input, user };
}

/** The sign-ups the site's server received. */
function recordSignups(answer: () => Response | Promise<Response>) {
  const received: unknown[] = [];
  server.use(
    http.post(formsUrl('newsletter-signups'), async ({ request }) => {
      received.push(await request.json());
      return answer();
    }),
  );
  return received;
}

const onTheList = () =>
  HttpResponse.json({ data: { email: 'facilities@school.edu.au', confirmationSent: true } });

const testFormsUrl = process.env.FORMS_URL;
afterEach(() => {
  process.env.FORMS_URL = testFormsUrl;
});

describe('footer', () => {
  it('lists the quick links, address and a callable phone number', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const quick = within(footer().getByRole('navigation', { name: 'Quick links' }));
    expect(quick.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Services',
      'About Us',
      'Contact Us',
    ]);
    expect(footer().getByText(/Silverwater NSW 2128/)).toBeInTheDocument();
    expectLinkTo('(02) 5550 1234', 'tel:+61255501234', footer());
    // The demo has no ABN of its own to print.
    expect(footer().queryByText(/ABN/)).not.toBeInTheDocument();
  });

  it('prints the company’s ABN once one is set', async () => {
    site.abn = '51 824 753 556';
    try {
      renderRoute('/');
      await screen.findByRole('heading', { level: 1 });
      expect(footer().getByText(/, ABN 51 824 753 556\. Servicing/)).toBeInTheDocument();
    } finally {
      delete site.abn;
    }
  });
});

describe('the newsletter sign-up', () => {
  it('rejects a bad address with the contact form’s message, tied to the field, sending nothing', async () => {
    const received = recordSignups(onTheList);
    const { input } = await subscribe('not-an-address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /Enter a valid e-mail address, like name@company.com.au\. One e-mail a month/,
    );
    expect(input).toHaveValue('not-an-address');
    expect(input).toHaveFocus();
    expect(received).toEqual([]);
  });

  it('refuses an address without a dotted domain with the same message, sending nothing', async () => {
    const received = recordSignups(onTheList);
    const { input } = await subscribe('jo@company');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /^Enter a valid e-mail address, like name@company.com.au\. One e-mail a month/,
    );
    expect(newsletter().queryByText(/Did you mean/)).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('offers the likely address once the field is left, and fills it in on a press', async () => {
    const received = recordSignups(onTheList);
    const { user } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const input = newsletter().getByRole('textbox', { name: /facility care tips/i });
    await user.type(input, 'jo@gmial.com');
    await user.tab();

    const suggestion = await newsletter().findByRole('button', { name: 'jo@gmail.com' });
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(suggestion.closest('[role="status"]')).toHaveTextContent(
      /^Did you mean jo@gmail\.com\?$/,
    );

    await user.click(suggestion);
    expect(input).toHaveValue('jo@gmail.com');
    expect(input).toHaveFocus();
    expect(newsletter().queryByText(/Did you mean/)).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('calls .con an error and offers .com beside it; taking it clears the error', async () => {
    const received = recordSignups(onTheList);
    const { user } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const input = newsletter().getByRole('textbox', { name: /facility care tips/i });
    await user.type(input, 'x@company.con{Enter}');

    const suggestion = await newsletter().findByRole('button', { name: 'x@company.com' });
    expect(suggestion.closest('[role="status"]')).toHaveTextContent(
      /^Did you mean x@company\.com\?$/,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /^Enter a valid e-mail address, like name@company.com.au\. One e-mail a month/,
    );
    // From the field, past Subscribe Now, to the suggestion.
    await user.tab();
    await user.tab();
    expect(suggestion).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('x@company.com');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(received).toEqual([]);
  });

  it('sends the address and the page, then asks the visitor to confirm from the e-mail', async () => {
    const received = recordSignups(onTheList);
    const { input } = await subscribe(' Facilities@School.edu.au ', '/about');
    expect(
      await newsletter().findByText(/we’ve e-mailed you a link to confirm\. Open it within 7 days/),
    ).toBeInTheDocument();
    // With the form's screening: its hidden trap, empty, and how long the page has been open.
    expect(received).toEqual([
      {
        email: 'Facilities@School.edu.au',
        sourcePage: '/about',
        website: '',
        openForMs: expect.any(Number),
      },
    ]);
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription(/You can unsubscribe at any time/);
  });

  it('explains a failure, keeps the address, and sends it on Try again', async () => {
    let down = true;
    const received = recordSignups(() =>
      down ? HttpResponse.json({ message: 'down' }, { status: 503 }) : onTheList(),
    );
    const { input, user } = await subscribe('facilities@school.edu.au');
    const alert = await newsletter().findByRole('alert');
    expect(alert).toHaveTextContent(
      'Something went wrong on our side and you are not on the list yet',
    );
    expect(newsletter().queryByText(/on the list\./)).not.toBeInTheDocument();
    expect(input).toHaveValue('facilities@school.edu.au');

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await newsletter().findByText(/we’ve e-mailed you a link to confirm/),
    ).toBeInTheDocument();
    expect(newsletter().queryByRole('alert')).not.toBeInTheDocument();
    expect(received).toHaveLength(2);
  });

  it('says so when the server cannot be reached', async () => {
    server.use(http.post(formsUrl('newsletter-signups'), () => HttpResponse.error()));
    const { input } = await subscribe('facilities@school.edu.au');
    expect(await newsletter().findByRole('alert')).toHaveTextContent(
      'We could not reach our server, so you are not on the list yet.',
    );
    expect(input).toHaveValue('facilities@school.edu.au');
  });

  it('shows the server’s own word on an address it refuses, on the field', async () => {
    recordSignups(() =>
      refusedFields({ email: ['Your e-mail address can be at most 254 characters.'] }),
    );
    const { input } = await subscribe('facilities@school.edu.au');
    expect(await newsletter().findByText(/at most 254 characters/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('facilities@school.edu.au');
  });

  it('is not shown where the build has no forms server', async () => {
    process.env.FORMS_URL = 'none';
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(footer().queryByRole('form', { name: 'Newsletter' })).not.toBeInTheDocument();
    expect(footer().queryByRole('button', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });
});
