import { answerUrl, resolveImageUrl } from './resolveImageUrl';

describe('resolveImageUrl', () => {
  const list = 'https://admin.example.com.au/api/posts';
  const single = 'https://admin.example.com.au/api/posts/rooftop-tanks';

  it.each([
    ['/storage/posts/7/cover.jpg', list, 'https://admin.example.com.au/storage/posts/7/cover.jpg'],
    ['cover.jpg', list, 'https://admin.example.com.au/api/cover.jpg'],
    ['cover.jpg', single, 'https://admin.example.com.au/api/posts/cover.jpg'],
    ['../media/a.jpg', single, 'https://admin.example.com.au/api/media/a.jpg'],
    ['//cdn.example.com.au/a.jpg', list, 'https://cdn.example.com.au/a.jpg'],
    [
      '//cdn.example.com.au/a.jpg',
      'http://127.0.0.1:4180/api/posts',
      'http://cdn.example.com.au/a.jpg',
    ],
    ['https://photos.example.com.au/a.jpg?v=2', list, 'https://photos.example.com.au/a.jpg?v=2'],
  ])('resolves %s against %s (RFC 3986)', (value, from, expected) => {
    expect(resolveImageUrl(value, from)).toBe(expected);
  });

  it.each([
    ['/images/posts/a.svg', '/images/posts/a.svg'],
    ['a.svg', '/api/a.svg'],
    ['//cdn.example.com.au/a.jpg', 'https://cdn.example.com.au/a.jpg'],
    ['https://cdn.example.com.au/a.jpg', 'https://cdn.example.com.au/a.jpg'],
  ])('keeps images of an API on this site as site paths: %s', (value, expected) => {
    expect(resolveImageUrl(value, '/api/posts')).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    'a b.jpg',
    'ftp://x/a.jpg',
    'http://',
  ])('refuses %p', (value) => {
    expect(resolveImageUrl(value, list)).toBeNull();
  });

  it('names the public URL of an answer from the API base and the path', () => {
    expect(answerUrl('https://admin.example.com.au/api/', '/posts')).toBe(list);
    expect(answerUrl('/api', '/posts/a')).toBe('/api/posts/a');
  });
});
