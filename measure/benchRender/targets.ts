// The addresses requested: every one distinct, in a fixed mix of what visitors and bots send.
type Kind = 'search' | 'category+page+search' | 'utm (same page)' | 'post' | 'unknown post';

export interface Target {
  kind: Kind;
  path: string;
  expected: number;
}

/** The i-th address. */
export function target(i: number, tag: string, slugs: string[], categories: string[]): Target {
  const word = `${tag}${i.toString(36)}`;
  switch (i % 5) {
    case 0:
      return { kind: 'search', path: `/blog?search=${word}`, expected: 200 };
    case 1: {
      const category = categories[i % categories.length] ?? '';
      const page = 1 + (Math.floor(i / 5) % 3);
      const query = new URLSearchParams({ category, page: String(page), search: word });
      return { kind: 'category+page+search', path: `/blog?${query}`, expected: 200 };
    }
    case 2:
      return { kind: 'utm (same page)', path: `/blog?utm_source=${word}`, expected: 200 };
    case 3: {
      // A real post; the campaign tag makes the address distinct, not the page.
      const slug = slugs[Math.floor(i / 5) % slugs.length] ?? '';
      return {
        kind: 'post',
        path: `/blog/${encodeURIComponent(slug)}?utm_campaign=${word}`,
        expected: 200,
      };
    }
    default:
      return { kind: 'unknown post', path: `/blog/no-such-post-${word}`, expected: 404 };
  }
}
