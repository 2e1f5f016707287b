import { sliceReducer } from '@/test/sliceReducer';
import {
  MAX_READING_LIST,
  postBookmarkToggled,
  readingListSlice,
  selectIsBookmarked,
  selectReadingList,
} from './readingListSlice';

const { after } = sliceReducer(readingListSlice);
const toggled = (slug: string) => postBookmarkToggled({ slug, title: slug.toUpperCase() });

describe('readingList slice', () => {
  it('saves a post, newest first, keeping only slug and title', () => {
    expect(selectReadingList({ readingList: after(toggled('a'), toggled('b')) })).toEqual([
      { slug: 'b', title: 'B' },
      { slug: 'a', title: 'A' },
    ]);
  });

  it('drops extra fields a caller passes', () => {
    const action = postBookmarkToggled({ slug: 'a', title: 'A', body: '<p>long</p>' } as never);
    expect(after(action).entries).toEqual([{ slug: 'a', title: 'A' }]);
  });

  it('removes a saved post when toggled again', () => {
    expect(selectIsBookmarked({ readingList: after(toggled('a')) }, 'a')).toBe(true);
    expect(selectIsBookmarked({ readingList: after(toggled('a'), toggled('a')) }, 'a')).toBe(false);
  });

  it('keeps the list bounded', () => {
    const state = after(
      ...Array.from({ length: MAX_READING_LIST + 1 }, (_, index) => toggled(`p${index}`)),
    );
    expect(state.entries).toHaveLength(MAX_READING_LIST);
    expect(state.entries[0]?.slug).toBe(`p${MAX_READING_LIST}`);
  });
});
