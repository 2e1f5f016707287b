import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['facilities@school.edu.au', 'a.b+c@x.com', '  ops@harbourline.example  '])(
    'accepts %s',
    (address) => expect(isValidEmail(address)).toBe(true),
  );

  it.each([
    '',
    '   ',
    'no-at-sign',
    'a@',
    '@b.com',
    'a@b..com',
    'a b@c.com',
    `${'a'.repeat(250)}@b.com`,
  ])('rejects %j', (address) => expect(isValidEmail(address)).toBe(false));
});
