import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockMatchMedia, removeMatchMedia } from '@/test/media';
import { renderRoute } from '@/test/renderWithProviders';
import { apiUrl, server } from '@/test/server';
import { expectLinkTo } from '@/test/pages';

const carousel = () => screen.getByRole('region', { name: 'Our services' });
/** Only the current slide is exposed; the others are hidden from assistive technology. */
const currentSlide = () => within(carousel()).getByRole('group', { name: /^\d of 4$/ });
const slidesLiveRegion = () => currentSlide().parentElement as HTMLElement;
const thumbnail = (name: string) => screen.getByRole('button', { name });
/** The hero's own links, not the header's. */
const hero = () =>
  within(screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement);
const heroLink = (name: string) => hero().getByRole('link', { name });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const expectSlide = (position: number, headline: string) => {
  expect(currentSlide()).toHaveAccessibleName(`${position} of 4`);
  expect(within(currentSlide()).getByRole('heading', { level: 2 })).toHaveTextContent(headline);
  const thumbs = within(screen.getByRole('group', { name: 'Choose a service' })).getAllByRole(
    'button',
  );
  thumbs.forEach((thumb, index) =>
    expect(thumb).toHaveAttribute('aria-pressed', String(index === position - 1)),
  );
};

const CLEANING = 'Clean workplaces, delivered to a written scope';
const WASTE = 'Less to landfill, and the records to prove it';
const MAINTENANCE = 'Small repairs fixed before they become big ones';
const GROUNDS = 'Grounds that make the right first impression';

async function renderHome() {
  server.use(http.get(apiUrl('/posts'), () => HttpResponse.json({ data: [] })));
  const view = renderRoute('/');
  const heading = await screen.findByRole('heading', { level: 1 });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...view, user, heading };
}

/** Lets the first countdown (partly spent while the page loaded) run out. */
const moveToSecondSlide = () => {
  advance(7000);
  expectSlide(1, CLEANING);
  advance(1100);
  expectSlide(2, WASTE);
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('home hero', () => {
  it('holds the page heading and a labelled carousel of four slides', async () => {
    const { heading } = await renderHome();
    expect(heading).toHaveTextContent('Commercial cleaning and facility services across Australia');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveAttribute('data-page-heading');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expectSlide(1, CLEANING);
    expect(slidesLiveRegion()).toHaveAttribute('aria-live', 'off');
  });

  it('leads with a free quote, then how it works', async () => {
    const { user, router } = await renderHome();
    const [first, second, ...others] = hero().getAllByRole('link');
    expect(others).toEqual([]);
    expect(first).toHaveAccessibleName('Get a free quote');
    expect(second).toHaveAccessibleName('See how it works');
    expectLinkTo('See how it works', '/how-it-works', hero());

    await user.click(first as HTMLElement);
    expect(router.state.location.pathname).toBe('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  it('loads the first illustration at once and the others lazily, all with fixed sizes', async () => {
    await renderHome();
    const images = within(carousel()).getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      expect.stringMatching(/cleaner mopping/),
      expect.stringMatching(/bins beside a collection truck/),
      expect.stringMatching(/technician on a stepladder/),
      expect.stringMatching(/groundskeeper mowing/),
    ]);
    const [first, ...rest] = images;
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    rest.forEach((image) => expect(image).toHaveAttribute('loading', 'lazy'));
    images.forEach((image) => {
      expect(image).toHaveAttribute('width', '560');
      expect(image).toHaveAttribute('height', '420');
    });
  });

  it('advances every 8 seconds, not before, and wraps from the last slide to the first', async () => {
    await renderHome();
    moveToSecondSlide();
    advance(7999);
    expectSlide(2, WASTE);
    advance(1);
    expectSlide(3, MAINTENANCE);
    advance(8000);
    expectSlide(4, GROUNDS);
    advance(8000);
    expectSlide(1, CLEANING);
  });

  it('switches slides from the thumbnails', async () => {
    const { user } = await renderHome();
    await user.click(thumbnail('Show slide 3: Maintenance'));
    expectSlide(3, MAINTENANCE);
    await user.click(thumbnail('Show slide 1: Cleaning Services'));
    expectSlide(1, CLEANING);
    await user.click(thumbnail('Show slide 4: Ground Maintenance'));
    expectSlide(4, GROUNDS);
  });

  it('stops with Pause and resumes with Play, announcing slides only while stopped', async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    expect(slidesLiveRegion()).toHaveAttribute('aria-live', 'polite');
    advance(30_000);
    expectSlide(1, CLEANING);

    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    expect(slidesLiveRegion()).toHaveAttribute('aria-live', 'off');
    advance(7999);
    expectSlide(1, CLEANING);
    advance(1);
    expectSlide(2, WASTE);
  });

  it('pauses while the pointer is over the hero and resumes when it leaves', async () => {
    const { user, heading } = await renderHome();
    moveToSecondSlide();
    await user.hover(heading);
    expect(slidesLiveRegion()).toHaveAttribute('aria-live', 'polite');
    advance(30_000);
    expectSlide(2, WASTE);

    await user.unhover(heading);
    expect(slidesLiveRegion()).toHaveAttribute('aria-live', 'off');
    advance(8000);
    expectSlide(3, MAINTENANCE);
  });

  it('pauses while keyboard focus is inside the hero, but not for the focused heading', async () => {
    const { user, heading } = await renderHome();
    act(() => heading.focus());
    moveToSecondSlide();

    act(() => heroLink('Get a free quote').focus());
    await user.tab();
    expect(heroLink('See how it works')).toHaveFocus();
    advance(30_000);
    expectSlide(2, WASTE);

    act(() => screen.getByRole('link', { name: 'Read More about Request' }).focus());
    advance(8000);
    expectSlide(3, MAINTENANCE);
  });

  describe('when the visitor prefers reduced motion', () => {
    beforeEach(() => {
      mockMatchMedia(() => true);
    });
    afterEach(removeMatchMedia);

    it('does not advance on its own, but thumbnails and an explicit Play still work', async () => {
      const { user } = await renderHome();
      expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      advance(60_000);
      expectSlide(1, CLEANING);

      await user.click(thumbnail('Show slide 2: Waste Management'));
      expectSlide(2, WASTE);
      advance(60_000);
      expectSlide(2, WASTE);

      await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
      advance(8000);
      expectSlide(3, MAINTENANCE);
    });
  });
});
