import { renderedLocation } from './renderedLocation';

describe('renderedLocation', () => {
  it('keeps only the query parameters the blog list reads, in a fixed order', () => {
    expect(renderedLocation('/blog', '?utm_source=news&page=2&category=Waste+Management')).toBe(
      '/blog?category=Waste+Management&page=2',
    );
    expect(renderedLocation('/blog', '?page=2&category=Waste%20Management')).toBe(
      '/blog?category=Waste+Management&page=2',
    );
    expect(renderedLocation('/blog', '?search=&utm_source=x')).toBe('/blog');
  });

  it('ignores every query on pages that read none, and a trailing slash', () => {
    expect(renderedLocation('/about/', '?search=x')).toBe('/about');
    expect(renderedLocation('/', '?utm_source=x')).toBe('/');
    expect(renderedLocation('/blog/a-post', '?page=3')).toBe('/blog/a-post');
  });

  it('tells a post from the page a host may answer with instead', () => {
    expect(renderedLocation('/blog/a-post', '')).not.toBe(renderedLocation('/', ''));
  });
});
