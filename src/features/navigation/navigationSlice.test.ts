import { routeChanged } from '@/state/routeChanged';
import { sliceReducer } from '@/test/sliceReducer';
import {
  isPastScrollThreshold,
  mobileMenuDismissed,
  mobileMenuToggled,
  navigationSlice,
  scrollThresholdCrossed,
  selectCurrentPath,
  selectMenuOpen,
  selectScrolled,
} from './navigationSlice';

const { initial, after } = sliceReducer(navigationSlice);
const menuOpen = (...actions: Parameters<typeof after>) =>
  selectMenuOpen({ navigation: after(...actions) });

describe('navigation slice', () => {
  it('starts on the home route with the menu closed and the page at the top', () => {
    expect(initial).toEqual({ path: '/', menuOpen: false, scrolled: false });
  });

  it('toggles the mobile menu open and closed, and closes it when dismissed', () => {
    expect(menuOpen(mobileMenuToggled())).toBe(true);
    expect(menuOpen(mobileMenuToggled(), mobileMenuToggled())).toBe(false);
    expect(menuOpen(mobileMenuToggled(), mobileMenuDismissed())).toBe(false);
  });

  it('closes the menu and records the path on a route change', () => {
    const next = {
      navigation: after(mobileMenuToggled(), routeChanged({ path: '/about#values' })),
    };
    expect(selectMenuOpen(next)).toBe(false);
    expect(selectCurrentPath(next)).toBe('/about#values');
  });

  it('records the scroll flag when the threshold is crossed', () => {
    const down = scrollThresholdCrossed({ scrolled: true });
    expect(selectScrolled({ navigation: after(down) })).toBe(true);
    const up = scrollThresholdCrossed({ scrolled: false });
    expect(selectScrolled({ navigation: after(down, up) })).toBe(false);
  });

  it('counts only more than 50 px as scrolled', () => {
    expect(isPastScrollThreshold(0)).toBe(false);
    expect(isPastScrollThreshold(50)).toBe(false);
    expect(isPastScrollThreshold(51)).toBe(true);
  });
});
