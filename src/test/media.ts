/**
 * Gives jsdom a matchMedia that answers `matches(query)` for every query, as a mock the
 * test can inspect. jsdom has none: take it away again with `removeMatchMedia`.
 */
export function mockMatchMedia(matches: (query: string) => boolean): jest.Mock {
  const matchMedia = jest.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(() => false),
  }));
  window.matchMedia = matchMedia;
  return matchMedia;
}

export const removeMatchMedia = () => Reflect.deleteProperty(window, 'matchMedia');
