import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '@/test/renderWithProviders';
import { formsUrl, server } from '@/test/server';
import { confirmationContent as content } from './confirmationContent';

const TOKEN = 'NL-22222222.1800000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

/** The page as the confirmation e-mail's link opens it. */
function openLink(query = `?token=${TOKEN}`) {
  window.history.replaceState(null, '', `/newsletter/confirm${query}`);
  return renderRoute('/newsletter/confirm');
}

function confirmations(answer: () => Response) {
  const received: unknown[] = [];
  server.use(
    http.post(formsUrl('newsletter-confirmations'), async ({ request }) => {
      received.push(await request.json());
      return answer();
    }),
  );
  return received;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the newsletter’s confirmation page', () => {
  it('asks first, then confirms with the link’s token and says where the newsletter goes', async () => {
    const received = confirmations(() =>
      HttpResponse.json({ data: { email: 'jo@example.com.au', confirmed: true } }),
    );
    const { user } = openLink();
    expect(await screen.findByRole('heading', { level: 1, name: content.title })).toBeVisible();
    // A link scanner opening the page sends nothing.
    expect(received).toEqual([]);
    await user.click(screen.getByRole('button', { name: content.confirm }));
    const done = await screen.findByText(
      /^You’re subscribed\. Our newsletter goes to jo@example\.com\.au/,
    );
    expect(done).toHaveAttribute('role', 'status');
    expect(done.parentElement).toHaveFocus();
    expect(received).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: content.confirm })).not.toBeInTheDocument();
  });

  it('shows the server’s reason for a link it will not take, such as an expired one', async () => {
    const message = 'This confirmation link has expired: links work for 7 days.';
    confirmations(() => HttpResponse.json({ message }, { status: 410 }));
    const { user } = openLink();
    await user.click(await screen.findByRole('button', { name: content.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says when the server cannot be reached, and confirms on Try again', async () => {
    let down = true;
    const received = confirmations(() =>
      down
        ? HttpResponse.error()
        : HttpResponse.json({ data: { email: 'jo@example.com.au', confirmed: true } }),
    );
    const { user } = openLink();
    await user.click(await screen.findByRole('button', { name: content.confirm }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(content.unreachable);
    down = false;
    await user.click(screen.getByRole('button', { name: content.retry }));
    expect(await screen.findByText(/^You’re subscribed\./)).toHaveAttribute('role', 'status');
    expect(received).toHaveLength(2);
  });

  it('explains itself when opened without a token, and offers nothing to press', async () => {
    openLink('');
    expect(await screen.findByText(content.noToken)).toBeVisible();
    expect(screen.queryByRole('button', { name: content.confirm })).not.toBeInTheDocument();
  });
});
