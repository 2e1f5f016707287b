import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { quoteAction } from '@/config/site';
import { quotePath } from '@/lib/quoteLink';
import { renderRoute } from '@/test/renderWithProviders';

/** Renders the site at a path and waits for the page's heading. */
export async function openPage(path: string, title: string | RegExp) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

/** Follows a quote link, and checks that it lands on the form with its heading focused. */
export async function expectToReachQuoteForm(
  user: UserEvent,
  link: HTMLElement,
  href = quotePath(),
) {
  expect(link).toHaveAttribute('href', href);
  await user.click(link);
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 2, name: quoteAction.label })).toHaveFocus(),
  );
}

/** Checks where the link with this accessible name (in `scope`, or the page) leads. */
export const expectLinkTo = (
  name: string | RegExp,
  href: string,
  scope: Pick<typeof screen, 'getByRole'> = screen,
) => expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);

/** The addresses the links in a named list lead to, in order. */
export const linkTargets = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/**
 * Checks a list of illustrated link cards: each card's title, its link (named for its
 * subject) and its lazily loaded, sized and described illustration.
 */
export function expectLinkCards(
  list: HTMLElement,
  expected: readonly (readonly [title: string, href: string])[],
) {
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(expected.length);
  expected.forEach(([title, href], index) => {
    const card = within(cards[index] as HTMLElement);
    expect(card.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(card.getByRole('link', { name: `Learn more about ${title}` })).toHaveAttribute(
      'href',
      href,
    );
    const image = card.getByRole('img');
    expect(image.getAttribute('alt')).not.toBe('');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '320');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
}
