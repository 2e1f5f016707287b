import { named, shownDatabaseUrl } from './postgres';

describe('shownDatabaseUrl', () => {
  it('shows the user, host, port and database, and leaves the password out', () => {
    expect(shownDatabaseUrl('postgres://site:s3cr%40t@db.example.com.au:5432/harbourline')).toBe(
      'postgres://site@db.example.com.au:5432/harbourline',
    );
    expect(shownDatabaseUrl('postgresql://site@/forms?host=/run/postgresql')).toBe(
      'postgresql://site@/forms?host=/run/postgresql',
    );
    expect(shownDatabaseUrl('postgres://site:pw@/forms?host=/run/postgresql')).toBe(
      'postgres://site@/forms?host=/run/postgresql',
    );
    expect(shownDatabaseUrl('postgres://db.example.com.au/harbourline')).toBe(
      'postgres://db.example.com.au/harbourline',
    );
  });

  it('leaves out a password with an @ in it, or one given as a parameter', () => {
    expect(shownDatabaseUrl('postgres://site:p@ss@db.example.com.au/harbourline')).toBe(
      'postgres://site@db.example.com.au/harbourline',
    );
    expect(shownDatabaseUrl('postgres://:s3cret@db.example.com.au/harbourline')).toBe(
      'postgres://db.example.com.au/harbourline',
    );
    expect(shownDatabaseUrl('postgres://site@db/h?password=s3cret&sslmode=require')).toBe(
      'postgres://site@db/h?sslmode=require',
    );
    expect(shownDatabaseUrl('postgres://site@db/h?sslmode=require&password=s3cret')).toBe(
      'postgres://site@db/h?sslmode=require',
    );
    expect(shownDatabaseUrl('postgres://site@db/h?password=s3cret')).toBe('postgres://site@db/h');
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
