import { named, shownDatabaseUrl } from './pgPool';

describe('shownDatabaseUrl', () => {
  it('hides the password and keeps the rest', () => {
    expect(shownDatabaseUrl('postgres://site:s3cr%40t@db.example.com.au:5432/harbourline')).toBe(
      'postgres://site:***@db.example.com.au:5432/harbourline',
    );
    expect(shownDatabaseUrl('postgresql://site@/forms?host=/run/postgresql')).toBe(
      'postgresql://site@/forms?host=/run/postgresql',
    );
  });
});

describe('named', () => {
  it('numbers each named parameter once, in order of first use', () => {
    expect(named('SELECT @a, @b, @a', { a: 1, b: 'two' })).toEqual({
      text: 'SELECT $1, $2, $1',
      values: [1, 'two'],
    });
    expect(() => named('SELECT @missing', {})).toThrow('No value for the SQL parameter @missing');
  });
});
