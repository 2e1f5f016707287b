import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootReducer } from '@/app/store';
import { blogFilterSlice } from '@/features/blog/list/blogFilterSlice';
import { popularPicksSlice } from '@/features/blog/post/popularPicksSlice';
import { readingListSlice } from '@/features/blog/reading-list/readingListSlice';
import { heroSlice } from '@/features/hero/heroSlice';
import { navigationSlice } from '@/features/navigation/navigationSlice';

/** Every event of every slice, with fixed payloads. */
const events: UnknownAction[] = [
  { type: 'navigation/routeChanged', payload: { path: '/blog?page=2' } },
  { type: 'navigation/mobileMenuToggled' },
  { type: 'navigation/scrollThresholdCrossed', payload: { scrolled: true } },
  { type: 'navigation/mobileMenuDismissed' },
  { type: 'hero/slideAdvanced' },
  { type: 'hero/slideSelected', payload: { index: 2 } },
  { type: 'hero/playbackToggled' },
  { type: 'hero/reducedMotionDetected' },
  { type: 'navigation/routeChanged', payload: { path: '/blog?search=washroom&category=Hygiene' } },
  { type: 'navigation/routeChanged', payload: { path: '/about' } },
  // What an older build stored for the tab still arrives from storage; nothing takes it.
  { type: 'persist/REHYDRATE', key: 'harbourline:blogFilter', payload: { remembered: {} } },
  { type: 'navigation/routeChanged', payload: { path: '/blog' } },
  { type: 'navigation/routeChanged', payload: { path: '/blog?category=Hygiene' } },
  { type: 'readingList/postBookmarkToggled', payload: { slug: 'floor-care', title: 'Floor care' } },
  { type: 'readingList/postBookmarkToggled', payload: { slug: 'audits', title: 'Audits' } },
  { type: 'popularPicks/popularPostsPicked', payload: { slugs: ['a', 'b', 'c', 'd'] } },
];

const walk = <S>(reducer: Reducer<S, UnknownAction>): S[] => {
  let state = reducer(undefined, { type: '@@INIT' });
  return events.map((action) => (state = reducer(state, action)));
};

describe('reducer determinism', () => {
  const slices = {
    navigation: navigationSlice.reducer,
    hero: heroSlice.reducer,
    blogFilter: blogFilterSlice.reducer,
    readingList: readingListSlice.reducer,
    popularPicks: popularPicksSlice.reducer,
  };

  it.each(Object.entries(slices))(
    '%s gives identical states for the same actions',
    (_name, reducer) => {
      const first = walk(reducer as Reducer<unknown, UnknownAction>);
      expect(walk(reducer as Reducer<unknown, UnknownAction>)).toEqual(first);
      expect(first.at(-1)).not.toEqual(reducer(undefined, { type: '@@INIT' }));
    },
  );

  it('the root reducer gives identical states for the same actions', () => {
    const first = walk(rootReducer);
    expect(walk(rootReducer)).toEqual(first);
  });

  it('no slice source touches time, randomness, the page or storage', () => {
    const files: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (/Slice\.ts$/.test(entry.name)) files.push(path);
      }
    };
    visit(join(__dirname, '..'));
    expect(files.length).toBeGreaterThanOrEqual(5);
    const banned = /\b(Date|window|document|localStorage|sessionStorage)\b|Math\.random/;
    const offenders = files.filter((file) => {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      return banned.test(code);
    });
    expect(offenders).toEqual([]);
  });
});
