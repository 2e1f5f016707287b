import type { ListedPost, PostsPage } from './blogTypes';
import type { PageFetcher } from './collectAllPages';
import { collectAllPages, MAX_FOLLOWED_PAGES } from './collectAllPages';
import { asListedPost, buildPost } from '@/test/blog/builders';

const posts = (ids: number[]): ListedPost[] => ids.map((id) => asListedPost(buildPost({ id })));

const page = (ids: number[], currentPage: number, lastPage: number, perPage = 2): PostsPage => ({
  posts: posts(ids),
  pageInfo: { currentPage, lastPage, perPage, total: null },
});

describe('collectAllPages', () => {
  it('returns the first answer when it is the only page', async () => {
    const fetchPage = jest.fn<ReturnType<PageFetcher<string>>, Parameters<PageFetcher<string>>>();
    const result = await collectAllPages(page([1, 2], 1, 1), fetchPage);
    expect(result).toEqual({ data: posts([1, 2]) });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('returns the first answer when the API said nothing about pages', async () => {
    const fetchPage = jest.fn<ReturnType<PageFetcher<string>>, Parameters<PageFetcher<string>>>();
    const result = await collectAllPages({ posts: posts([1]), pageInfo: null }, fetchPage);
    expect(result).toEqual({ data: posts([1]) });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('follows meta.last_page 3 with the API page size and combines in page order', async () => {
    const fetchPage: PageFetcher<string> = jest.fn(async (n: number) => ({
      data: n === 2 ? page([3, 4], 2, 3) : page([5], 3, 3),
    }));
    const result = await collectAllPages(page([1, 2], 1, 3), fetchPage);
    expect(result).toEqual({ data: posts([1, 2, 3, 4, 5]) });
    expect(jest.mocked(fetchPage).mock.calls).toEqual([
      [2, 2],
      [3, 2],
    ]);
  });

  it('keeps one copy of a post that shifted onto the next page', async () => {
    const fetchPage: PageFetcher<string> = async () => ({ data: page([2, 3], 2, 2) });
    expect(await collectAllPages(page([1, 2], 1, 2), fetchPage)).toEqual({
      data: posts([1, 2, 3]),
    });
  });

  it('fails the whole list when any page fails', async () => {
    const fetchPage: PageFetcher<string> = async (n) =>
      n === 3 ? { error: 'page 3 failed' } : { data: page([n * 10], n, 4) };
    expect(await collectAllPages(page([1], 1, 4, 1), fetchPage)).toEqual({
      error: 'page 3 failed',
    });
  });

  it('asks a few pages at a time, not all at once', async () => {
    let inFlight = 0;
    let most = 0;
    const fetchPage: PageFetcher<string> = async (n) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return { data: page([n], n, 10, 1) };
    };
    const result = await collectAllPages(page([1], 1, 10, 1), fetchPage);
    expect('data' in result && result.data.map((post) => post.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(most).toBeLessThanOrEqual(3);
  });

  it('refuses an absurd page count', async () => {
    const fetchPage = jest.fn<ReturnType<PageFetcher<string>>, Parameters<PageFetcher<string>>>();
    const result = await collectAllPages(page([1], 1, MAX_FOLLOWED_PAGES + 1), fetchPage);
    expect(result).toEqual({ tooManyPages: MAX_FOLLOWED_PAGES + 1 });
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
