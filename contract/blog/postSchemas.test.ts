import { parsePostResponse, parsePostsResponse } from './postSchemas';
import type { PostJson } from '@/test/blog/builders';
import { buildPost, paginated } from '@/test/blog/builders';

const FROM = 'https://admin.harbourline.example/api/posts';

describe('parsePostsResponse', () => {
  it('accepts a Laravel page and normalises posts to camelCase', () => {
    const post = buildPost({ id: 7, slug: 'bin-audit', read_time: '5 min read' });
    const result = parsePostsResponse(paginated([post], 10, 1), FROM);
    expect(result).toEqual({
      ok: true,
      value: {
        posts: [
          expect.objectContaining({
            id: 7,
            slug: 'bin-audit',
            readTime: '5 min read',
            publishedAt: '2026-03-05T02:00:00Z',
            category: { id: 1, name: 'Cleaning Tips', slug: 'cleaning-tips' },
          }),
        ],
        pageInfo: { currentPage: 1, lastPage: 1, perPage: 10, total: 1 },
      },
    });
  });

  it('accepts an answer without meta and links', () => {
    const result = parsePostsResponse({ data: [buildPost()] }, FROM);
    expect(result.ok && result.value.pageInfo).toBeNull();
    expect(result.ok && result.value.posts).toHaveLength(1);
  });

  it('accepts a lean list, whose posts leave their body, photo, author and read time to their own route', () => {
    const { body: _b, photo: _p, author: _a, read_time: _r, ...lean } = buildPost({ slug: 'lean' });
    const body = paginated([lean as PostJson], 15, 1);
    const result = parsePostsResponse({ ...body, meta: { ...body.meta, per_page: '15' } }, FROM);
    expect(result).toEqual({
      ok: true,
      value: {
        posts: [expect.objectContaining({ slug: 'lean', readTime: null, full: null })],
        pageInfo: { currentPage: 1, lastPage: 1, perPage: 15, total: 1 },
      },
    });
  });

  it('keeps the whole post of a list that carries bodies', () => {
    const post = buildPost({ slug: 'whole', photo: '/storage/posts/1/photo.jpg' });
    const result = parsePostsResponse({ data: [post] }, FROM);
    expect(result.ok && result.value.posts[0]?.full).toEqual(
      expect.objectContaining({
        body: post.body,
        photo: 'https://admin.harbourline.example/storage/posts/1/photo.jpg',
        author: expect.objectContaining({ name: 'Priya Natarajan' }),
      }),
    );
  });

  it('accepts a bare array from simpler APIs', () => {
    const result = parsePostsResponse([buildPost(), buildPost()], FROM);
    expect(result.ok && result.value.posts).toHaveLength(2);
  });

  it('turns missing or null optional fields into nulls and empty strings', () => {
    const {
      author: _a,
      published_at: _p,
      thumbnail: _t,
      read_time: _r,
      excerpt: _e,
      ...required
    } = buildPost({ slug: 'minimal' });
    const result = parsePostsResponse(
      {
        data: [{ ...required, category: { name: '  Hygiene ' } }],
      },
      FROM,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        pageInfo: null,
        posts: [
          expect.objectContaining({
            slug: 'minimal',
            excerpt: '',
            thumbnail: null,
            publishedAt: null,
            readTime: null,
            category: { id: null, name: 'Hygiene', slug: null },
            full: expect.objectContaining({ author: null, photo: null }),
          }),
        ],
      },
    });
  });

  it('normalises an author without photo or bio, blank strings and bad dates', () => {
    const result = parsePostResponse(
      {
        data: buildPost({
          author: { name: ' Sam Lee ', photo: null, bio: null as unknown as string },
          thumbnail: '   ',
          published_at: 'not a date',
          read_time: '',
        }),
      },
      FROM,
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        author: { name: 'Sam Lee', photo: null, bio: '' },
        thumbnail: null,
        publishedAt: null,
        readTime: null,
      }),
    });
  });

  it.each([
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:image/svg+xml;base64,PHN2Zz4=', null],
    ['vbscript:msgbox(1)', null],
    ['https://admin.harbourline.example/storage/a b.jpg', null],
    [
      'https://admin.harbourline.example/storage/a.jpg',
      'https://admin.harbourline.example/storage/a.jpg',
    ],
    ['/storage/posts/7/cover.jpg', 'https://admin.harbourline.example/storage/posts/7/cover.jpg'],
    ['cover.jpg', 'https://admin.harbourline.example/api/cover.jpg'],
    ['//cdn.harbourline.example/a.jpg', 'https://cdn.harbourline.example/a.jpg'],
  ])('keeps web images, relative to the answer’s URL: %s', (address, expected) => {
    const result = parsePostResponse(
      {
        data: buildPost({
          thumbnail: address,
          photo: address,
          author: { name: 'Sam', photo: address, bio: '' },
        }),
      },
      FROM,
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        thumbnail: expected,
        photo: expected,
        author: expect.objectContaining({ photo: expected }),
      }),
    });
  });

  it('accepts a numeric read time and string page numbers', () => {
    const body = paginated([buildPost({ read_time: 6 as unknown as string })], 1, 1);
    const result = parsePostsResponse(
      {
        ...body,
        meta: { ...body.meta, per_page: '1', last_page: '1' },
      },
      FROM,
    );
    expect(result.ok && result.value.posts[0]?.readTime).toBe('6 min read');
    expect(result.ok && result.value.pageInfo?.perPage).toBe(1);
  });

  it.each([
    ['null', null],
    ['a string', 'Service Unavailable'],
    ['an object without data', { posts: [] }],
    ['data that is not a list', { data: { id: 1 } }],
    ['a post without a slug', { data: [{ ...buildPost(), slug: undefined }] }],
    ['a post with an empty slug', { data: [buildPost({ slug: '  ' })] }],
    ['a post with a string id', { data: [{ ...buildPost(), id: 'seven' }] }],
    ['a post without a category', { data: [{ ...buildPost(), category: null }] }],
    ['a post whose body is not text', { data: [{ ...buildPost(), body: 42 }] }],
    ['meta with a non-numeric last page', { data: [], meta: { last_page: 'many' } }],
  ])('rejects %s with a reason', (_label, json) => {
    const result = parsePostsResponse(json, FROM);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(/\S/);
  });

  it('names where a malformed post went wrong', () => {
    const result = parsePostsResponse(
      { data: [buildPost(), { ...buildPost(), title: null }] },
      FROM,
    );
    expect(!result.ok && result.problem).toMatch(/data\.1\.title/);
  });
});

describe('parsePostResponse', () => {
  it('accepts an author whose bio is null, as Laravel sends an empty column', () => {
    const result = parsePostResponse(
      {
        data: buildPost({ author: { name: 'Team', photo: null, bio: null as unknown as string } }),
      },
      FROM,
    );
    expect(result.ok && result.value.author).toEqual({ name: 'Team', photo: null, bio: '' });
  });

  it('rejects a post of its own without a body', () => {
    const { body: _body, ...withoutBody } = buildPost();
    expect(parsePostResponse({ data: withoutBody }, FROM).ok).toBe(false);
  });

  it('reads the post from data', () => {
    const result = parsePostResponse({ data: buildPost({ slug: 'one' }) }, FROM);
    expect(result.ok && result.value.slug).toBe('one');
  });

  it('rejects a post that is not wrapped in data', () => {
    expect(parsePostResponse(buildPost(), FROM).ok).toBe(false);
  });
});
