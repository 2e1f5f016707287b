import { act, screen, waitFor, within } from '@testing-library/react';
import { quotePath } from '@/lib/quoteLink';
import { mockMatchMedia, removeMatchMedia } from '@/test/media';
import { renderRoute } from '@/test/renderWithProviders';
import { expectLinkTo } from '@/test/pages';

const STEPS = [
  ['request', 'Request'],
  ['date', 'Date'],
  ['contract', 'Contract'],
  ['service', 'Service'],
] as const;

let scrollSpy: jest.SpyInstance;

/** The element scrollIntoView was called on, and with which options, call by call. */
const scrollCalls = () =>
  scrollSpy.mock.calls.map((args, index) => ({
    target: scrollSpy.mock.contexts[index] as Element,
    options: args[0] as ScrollIntoViewOptions,
  }));

const mockReducedMotion = (reduce: boolean) =>
  mockMatchMedia((query) => reduce && query.includes('prefers-reduced-motion: reduce'));

beforeEach(() => {
  scrollSpy = jest.spyOn(Element.prototype, 'scrollIntoView');
});

afterEach(() => {
  scrollSpy.mockRestore();
  removeMatchMedia();
});

describe('how it works page', () => {
  it('shows the four process blocks with their anchors and headings', async () => {
    renderRoute('/how-it-works');
    await screen.findByRole('heading', { level: 1, name: 'How It Works' });

    const headings = screen.getAllByRole('heading', { level: 2 });
    for (const [id, title] of STEPS) {
      const block = document.getElementById(id);
      expect(block).not.toBeNull();
      const heading = within(block as HTMLElement).getByRole('heading', { level: 2 });
      expect(heading).toHaveTextContent(title);
      expect(headings).toContain(heading);
      expect(within(block as HTMLElement).getAllByRole('paragraph').length).toBeGreaterThan(2);
    }
    expect(scrollSpy).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.title).toBe('How It Works | Harbourline Facility Services'),
    );
  });

  it('links each step in the jump list to its block and ends with a call to action', async () => {
    renderRoute('/how-it-works');
    const jump = within(await screen.findByRole('navigation', { name: 'Jump to a step' }));
    expect(jump.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      STEPS.map(([id]) => `/how-it-works#${id}`),
    );
    expectLinkTo('Get a free quote', quotePath(), within(screen.getByRole('main')));
  });

  it('scrolls smoothly to the block in the hash and focuses its heading', async () => {
    renderRoute('/how-it-works#contract');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Contract' });

    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollCalls()).toEqual([
      {
        target: document.getElementById('contract'),
        options: { behavior: 'smooth', block: 'start' },
      },
    ]);
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true);
    renderRoute('/how-it-works#service');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Service' });

    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollCalls()).toEqual([
      { target: document.getElementById('service'), options: { behavior: 'auto', block: 'start' } },
    ]);
  });

  it('still scrolls smoothly when motion is allowed', async () => {
    mockReducedMotion(false);
    renderRoute('/how-it-works#request');
    await waitFor(() => expect(scrollSpy).toHaveBeenCalledTimes(1));
    expect(scrollCalls()[0]?.options.behavior).toBe('smooth');
  });

  it('scrolls to the block after client navigation from another page', async () => {
    const { router } = renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });

    act(() => router.navigate('/how-it-works#date'));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Date' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollCalls().map((call) => call.target)).toEqual([document.getElementById('date')]);
    expect(router.state.location.hash).toBe('#date');
  });

  it('scrolls to another block when a jump link is followed', async () => {
    const { user, router } = renderRoute('/how-it-works');
    const jump = within(await screen.findByRole('navigation', { name: 'Jump to a step' }));

    await user.click(jump.getByRole('link', { name: /Service/ }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Service' })).toHaveFocus(),
    );
    expect(scrollCalls().map((call) => call.target)).toEqual([document.getElementById('service')]);
    expect(router.state.location.hash).toBe('#service');
  });

  it('ignores a hash that names no block', async () => {
    renderRoute('/how-it-works#pricing');
    await screen.findByRole('heading', { level: 1, name: 'How It Works' });
    await act(() => new Promise((resolve) => window.requestAnimationFrame(resolve)));
    expect(scrollSpy).not.toHaveBeenCalled();
  });

  it.each(['#%', '#%E0%A4%A', '#contract%'])(
    'shows the page and scrolls nowhere for the malformed hash %s',
    async (hash) => {
      renderRoute(`/how-it-works${hash}`);
      await screen.findByRole('heading', { level: 1, name: 'How It Works' });
      await act(() => new Promise((resolve) => window.requestAnimationFrame(resolve)));
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
      expect(scrollSpy).not.toHaveBeenCalled();
    },
  );

  it('still reads a percent-encoded block name', async () => {
    renderRoute('/how-it-works#%63ontract');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Contract' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
