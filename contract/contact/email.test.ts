import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'facilities@school.edu.au',
    'a.b+c@x.com',
    '  ops@harbourline.example  ',
    'JO@COMPANY.COM.AU',
    'jo@company.co',
    'jo@company.au',
    'jo@company.com.ua',
    'jo@xn--80ak6aa92e.xn--p1ai',
  ])('accepts %s', (address) => expect(isValidEmail(address)).toBe(true));

  it.each([
    '',
    '   ',
    'no-at-sign',
    'a@',
    '@b.com',
    'a@b..com',
    'a b@c.com',
    `${'a'.repeat(250)}@b.com`,
    'jo@company',
    'jo@localhost',
    'jo@company.c',
    'jo@company.c0m',
    'jo@10.0.0.1',
  ])('rejects %j', (address) => expect(isValidEmail(address)).toBe(false));

  it.each(['con', 'CON', 'cmo', 'ocm', 'cpm', 'cim', 'vom', 'xom', 'comm', 'coom', 'nte', 'ogr'])(
    'rejects the mistyped ending .%s, which no mail can reach',
    (ending) => expect(isValidEmail(`x@company.${ending}`)).toBe(false),
  );
});
