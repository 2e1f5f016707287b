import type { Post } from './blogTypes';
import { listCheckOf } from './postContext';
import { asPost, buildPost, buildPosts } from '@/test/blog/builders';
import { DEFAULT_BLOG_FILTER, parseFilterQuery } from './blogFilterQuery';
import { blogViewOf, PAGE_SIZE, rankedMatches } from './blogView';

const posts: Post[] = buildPosts(14).map(asPost);
/** The view of the list at an address with this query (`matches`: a search's answer). */
const at = (query: string, matches: readonly Post[] = posts) =>
  blogViewOf(posts, matches, parseFilterQuery(query));

describe('blogViewOf', () => {
  it('filters by category, and shows every post for All', () => {
    expect(at('').matching).toBe(14);
    const safety = at('?category=Workplace+Safety');
    expect(safety.posts.every((post) => post.category.name === 'Workplace Safety')).toBe(true);
    expect(safety.matching).toBe(
      posts.filter((p) => p.category.name === 'Workplace Safety').length,
    );
  });

  it("offers every category of the blog, counted in a search's matches, never one it lacks", () => {
    const searched = posts.filter((post) => post.category.name === 'Cleaning Tips');
    expect(at('?search=post', searched).categories).toEqual([
      { name: 'Cleaning Tips', count: 5 },
      { name: 'Waste Management', count: 0 },
      { name: 'Workplace Safety', count: 0 },
    ]);
    expect(at('?search=post', searched).found).toBe(5);
    // Nothing matched: the row still names them all.
    expect(at('?search=zz', []).categories.map((item) => item.count)).toEqual([0, 0, 0]);
    expect(at('?category=Nothing').categories.map((item) => item.name)).not.toContain('Nothing');
  });

  it('ranks title matches before excerpt or body matches, newest first within each', () => {
    const post = (title: string, day: string | null) =>
      asPost(buildPost({ title, published_at: day && `2026-03-${day}T02:00:00Z` }));
    // The API's order: newest first, whatever matched.
    const answer = [
      post('Washroom checks', '20'),
      post('Floor care: MOULD in grout', '12'),
      post('Ventilation basics', '09'),
      post('Mould after a flood', '02'),
      post('Mould on ceilings', null),
      post('Winter checks', null),
    ];
    expect(rankedMatches(answer, 'mould').map((item) => item.title)).toEqual([
      'Floor care: MOULD in grout',
      'Mould after a flood',
      'Mould on ceilings',
      'Washroom checks',
      'Ventilation basics',
      'Winter checks',
    ]);
    expect(rankedMatches(answer, '')).toBe(answer);
    const view = blogViewOf(
      answer,
      answer,
      parseFilterQuery('?search=mould&category=Cleaning+Tips'),
    );
    expect(view.posts[0]?.title).toBe('Floor care: MOULD in grout');
  });

  it('checks the chosen category against the whole blog, not the search', () => {
    expect(at('').categoryCheck).toBe('all');
    expect(at('?category=Cleaning+Tips', []).categoryCheck).toBe('known');
    expect(at('?category=Nothing').categoryCheck).toBe('unknown');
  });

  it('pages by six and clamps the page to those that exist', () => {
    expect(at('').pageCount).toBe(3);
    expect(blogViewOf([], [], DEFAULT_BLOG_FILTER).pageCount).toBe(1);
    expect(at('?page=9').page).toBe(3);
    expect(at('?page=0').page).toBe(1);
    expect(at('?page=1').posts).toHaveLength(PAGE_SIZE);
    expect(at('?page=3').posts.map((p) => p.id)).toEqual(posts.slice(12).map((p) => p.id));
  });

  it('carries the page and what it says of the rest, never the archive or a body', () => {
    const many = buildPosts(300).map(asPost);
    const view = blogViewOf(many, many, parseFilterQuery('?page=37'));
    expect(view.posts).toHaveLength(PAGE_SIZE);
    expect(view.list).toEqual(listCheckOf(many));
    expect(JSON.stringify(view)).not.toContain('"body"');
    expect(JSON.stringify(view).length).toBeLessThan(10_000);
  });
});
