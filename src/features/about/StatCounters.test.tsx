import { act, screen, within } from '@testing-library/react';
import { mockMatchMedia, removeMatchMedia } from '@/test/media';
import { openPage } from '@/test/pages';

const FINAL = [
  ['500+', 'Clients Served'],
  ['50+', 'Trained Professionals'],
  ['24/7', 'Availability'],
  ['100%', 'Certified Green Products'],
] as const;

/** Stands in for the browser's observer; the test decides when the stats come into view. */
class MockIntersectionObserver implements IntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  private readonly targets = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    MockIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(isIntersecting: boolean) {
    const entries = [...this.targets].map(
      (target) =>
        ({
          target,
          isIntersecting,
          intersectionRatio: isIntersecting ? 1 : 0,
        }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this);
  }
}

const scrollStats = (isIntersecting: boolean) =>
  act(() =>
    MockIntersectionObserver.instances.forEach((observer) => observer.report(isIntersecting)),
  );

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const statItems = () =>
  within(screen.getByRole('list', { name: 'Harbourline at a glance' })).getAllByRole('listitem');

/** The figure drawn on screen (hidden from assistive technology). */
const shownFigures = () =>
  statItems().map((item) => item.querySelector('span[aria-hidden="true"]')?.textContent);

/** What a screen reader reads for each stat: all text outside aria-hidden parts. */
const spokenTexts = () =>
  statItems().map((item) => {
    const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('[aria-hidden="true"]')) parts.push(node.textContent ?? '');
    }
    return parts.join('').trim();
  });

const numbers = () => shownFigures().map((figure) => Number.parseInt(figure ?? '', 10));

/** The demo's figures are samples, and say so to every visitor. */
const SAMPLE = ' Sample: a stand-in for the demo, not the company’s own';
const spokenFinal = FINAL.map(([figure, label]) => `${figure} ${label}${SAMPLE}`);

const expectFinal = () => {
  expect(shownFigures()).toEqual(FINAL.map(([figure]) => figure));
  expect(spokenTexts()).toEqual(spokenFinal);
};

const openAbout = () => openPage('/about', 'About Us');

beforeEach(() => {
  jest.useFakeTimers();
  MockIntersectionObserver.instances = [];
  window.IntersectionObserver = MockIntersectionObserver;
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'IntersectionObserver');
  removeMatchMedia();
});

describe('about page stat counters', () => {
  it('shows the final figures and does not count until the stats are in view', async () => {
    await openAbout();
    expectFinal();

    scrollStats(false);
    await advance(3000);
    expectFinal();
  });

  it('counts up from zero over 2000 ms once the stats scroll into view', async () => {
    await openAbout();
    scrollStats(true);
    expect(numbers()).toEqual([0, 0, 0, 0]);
    expect(shownFigures()).toEqual(['0+', '0+', '0/7', '0%']);

    await advance(1020);
    const halfway = numbers();
    halfway.forEach((value, index) => {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(Number.parseInt(FINAL[index]?.[0] ?? '', 10));
    });
    expect(spokenTexts()).toEqual(spokenFinal);

    await advance(600);
    numbers().forEach((value, index) => expect(value).toBeGreaterThanOrEqual(halfway[index] ?? 0));

    await advance(380);
    expectFinal();
  });

  it('counts only once, even if the stats scroll out of view and back', async () => {
    await openAbout();
    scrollStats(true);
    await advance(2000);
    expectFinal();

    scrollStats(false);
    scrollStats(true);
    await advance(500);
    expectFinal();
  });

  it('shows the final figures at once when the visitor prefers reduced motion', async () => {
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    await openAbout();
    scrollStats(true);
    expectFinal();
    await advance(1000);
    expectFinal();
  });

  it('shows the final figures when the browser has no IntersectionObserver', async () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    await openAbout();
    await advance(1000);
    expectFinal();
  });
});
