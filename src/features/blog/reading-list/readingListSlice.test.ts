import {
  MAX_READING_LIST,
  postBookmarkToggled,
  readingListSlice,
  selectIsBookmarked,
  selectReadingList,
} from './readingListSlice';

const reduce = readingListSlice.reducer;
const initial = reduce(undefined, { type: '@@INIT' });

describe('readingList slice', () => {
  it('saves a post, newest first, keeping only slug and title', () => {
    let state = reduce(initial, postBookmarkToggled({ slug: 'a', title: 'A' }));
    state = reduce(state, { ...postBookmarkToggled({ slug: 'b', title: 'B' }) });
    expect(selectReadingList({ readingList: state })).toEqual([
      { slug: 'b', title: 'B' },
      { slug: 'a', title: 'A' },
    ]);
  });

  it('drops extra fields a caller passes', () => {
    const action = postBookmarkToggled({ slug: 'a', title: 'A', body: '<p>long</p>' } as never);
    expect(reduce(initial, action).entries).toEqual([{ slug: 'a', title: 'A' }]);
  });

  it('removes a saved post when toggled again', () => {
    const saved = reduce(initial, postBookmarkToggled({ slug: 'a', title: 'A' }));
    expect(selectIsBookmarked({ readingList: saved }, 'a')).toBe(true);
    const removed = reduce(saved, postBookmarkToggled({ slug: 'a', title: 'A' }));
    expect(selectIsBookmarked({ readingList: removed }, 'a')).toBe(false);
  });

  it('keeps the list bounded', () => {
    let state = initial;
    for (let index = 0; index <= MAX_READING_LIST; index += 1) {
      state = reduce(state, postBookmarkToggled({ slug: `p${index}`, title: `P${index}` }));
    }
    expect(state.entries).toHaveLength(MAX_READING_LIST);
    expect(state.entries[0]?.slug).toBe(`p${MAX_READING_LIST}`);
  });
});
