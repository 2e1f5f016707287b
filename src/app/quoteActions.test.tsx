import { screen } from '@testing-library/react';
import { callAction, quoteAction } from '@/config/site';
import { renderRoute } from '@/test/renderWithProviders';
import { notFoundPath, staticPaths } from './staticPaths';

/** The contact page's own name, which the navigation and the footer give its link. */
const CONTACT_PAGE_NAMES = ['Contact', 'Contact Us'];

const linksTo = (pattern: RegExp) =>
  screen.getAllByRole('link').filter((link) => pattern.test(link.getAttribute('href') ?? ''));

describe('every route words each way to reach the company the same', () => {
  it.each([...staticPaths, notFoundPath, '/no-such-page'])('%s', async (route) => {
    const view = renderRoute(route);
    await screen.findByRole('heading', { level: 1 });

    const quoteActions = [
      ...screen.getAllByRole('link', { name: /quote/i }),
      ...screen.queryAllByRole('button', { name: /quote/i }),
    ];
    // At least the header's.
    expect(quoteActions.length).toBeGreaterThan(0);
    for (const action of quoteActions) {
      expect(action).toHaveAccessibleName(quoteAction.label);
      // The form itself, with a service chosen on a service or sector page.
      expect(action.getAttribute('href')).toMatch(/^\/contact(\?service=[a-z]+)?#quote$/);
    }
    // Every link to the form says so; any other link to the contact page is the page's name.
    for (const link of linksTo(/^\/contact.*#quote$/)) {
      expect(link).toHaveAccessibleName(quoteAction.label);
    }
    for (const link of linksTo(/^\/contact(?!.*#quote$)/)) {
      expect(CONTACT_PAGE_NAMES).toContain(link.textContent);
    }
    // Phoning is one action too: the number, or "Call" and the number (on the phone's bar,
    // whose visible "Call" the name begins with).
    for (const link of linksTo(/^tel:/)) {
      expect([callAction.label, callAction.label.replace(/^Call /, '')]).toContain(
        link.getAttribute('aria-label') ?? link.textContent?.trim(),
      );
    }
    view.unmount();
  });
});
