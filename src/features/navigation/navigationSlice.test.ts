import {
  isPastScrollThreshold,
  mobileMenuDismissed,
  mobileMenuToggled,
  navigationSlice,
  routeChanged,
  scrollThresholdCrossed,
} from './navigationSlice';

const reduce = navigationSlice.reducer;
const initial = reduce(undefined, { type: '@@init' });

describe('navigation slice', () => {
  it('starts on the home route with the menu closed and the page at the top', () => {
    expect(initial).toEqual({ path: '/', menuOpen: false, scrolled: false });
  });

  it('toggles the mobile menu open and closed', () => {
    const open = reduce(initial, mobileMenuToggled());
    expect(open.menuOpen).toBe(true);
    expect(reduce(open, mobileMenuToggled()).menuOpen).toBe(false);
  });

  it('closes the menu when it is dismissed', () => {
    const open = reduce(initial, mobileMenuToggled());
    expect(reduce(open, mobileMenuDismissed()).menuOpen).toBe(false);
  });

  it('closes the menu and records the path on a route change', () => {
    const open = reduce(initial, mobileMenuToggled());
    const next = reduce(open, routeChanged({ path: '/about#values' }));
    expect(next).toMatchObject({ menuOpen: false, path: '/about#values' });
  });

  it('records the scroll flag when the threshold is crossed', () => {
    const down = reduce(initial, scrollThresholdCrossed({ scrolled: true }));
    expect(down.scrolled).toBe(true);
    expect(reduce(down, scrollThresholdCrossed({ scrolled: false })).scrolled).toBe(false);
  });

  it('counts only more than 50 px as scrolled', () => {
    expect(isPastScrollThreshold(0)).toBe(false);
    expect(isPastScrollThreshold(50)).toBe(false);
    expect(isPastScrollThreshold(51)).toBe(true);
  });
});
