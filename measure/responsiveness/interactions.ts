// The interactions measured: where each happens, on which device, and how to tell it worked.
import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { BLOG_POSTS } from './blogFixture';
import type { Input } from './pointer';
import { aim, press } from './pointer';

export interface Interaction {
  name: string;
  path: string;
  context: BrowserContextOptions;
  /** The control; measured only once React has hydrated it. */
  control: (page: Page) => Locator;
  input: Input;
  /** Steps that lead up to the measured one, in the same page, unmeasured. */
  before?: (page: Page) => Promise<void>;
  /** Proof the app handled it: an interaction that did nothing would look fast. */
  done: (page: Page) => Locator;
}

const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

const menuButton = (page: Page, expanded?: boolean) =>
  page.getByRole('button', { name: 'Menu', exact: true, expanded });
const slideThree = (page: Page, pressed?: boolean) =>
  page
    .getByRole('group', { name: 'Choose a service' })
    .getByRole('button', { name: /^Show slide 3:/, pressed });
const categoryButton = (page: Page, pressed?: boolean) =>
  page
    .getByRole('group', { name: 'Filter by category' })
    .getByRole('button', { name: /^Waste Management\b/, pressed });
const pageTwo = (page: Page) =>
  page.getByRole('navigation', { name: 'Blog pages' }).getByRole('button', {
    name: 'Page 2',
    exact: true,
  });

export const interactions: Interaction[] = [
  {
    name: 'menu open (tap)',
    path: '/',
    context: phone,
    control: (page) => menuButton(page),
    input: 'tap',
    done: (page) => menuButton(page, true),
  },
  {
    name: 'menu close (tap)',
    path: '/',
    context: phone,
    control: (page) => menuButton(page),
    before: async (page) => {
      await press(page, await aim(page, menuButton(page), 'tap'), 'tap');
      await menuButton(page, true).waitFor();
      await page.waitForTimeout(500);
    },
    input: 'tap',
    done: (page) => menuButton(page, false),
  },
  {
    name: 'hero thumbnail',
    path: '/',
    context: desktop,
    control: (page) => slideThree(page),
    input: 'click',
    done: (page) => slideThree(page, true),
  },
  {
    name: `blog category (${BLOG_POSTS} posts)`,
    path: '/blog',
    context: desktop,
    control: (page) => categoryButton(page),
    input: 'click',
    done: (page) => categoryButton(page, true),
  },
  {
    name: `blog page 2 (${BLOG_POSTS} posts)`,
    path: '/blog',
    context: desktop,
    control: (page) => pageTwo(page),
    input: 'click',
    done: (page) => pageTwo(page).and(page.locator('[aria-current="page"]')),
  },
];
