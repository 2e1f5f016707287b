import type { PoolClient } from 'pg';
import pg from 'pg';

/** Times come back as ISO strings and counts as numbers, as SQLite gives them. */
const TIMESTAMPTZ = 1184;
const INT8 = 20;

function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
  if (oid === INT8) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}

/**
 * A PostgreSQL address as logs and messages show it: `postgres://user@host:port/db`, without
 * its password (after the user, or a `password` parameter). The user's part ends at the last
 * `@` before the host, as the URL parser reads it, so a password with an `@` leaks nothing.
 */
export const shownDatabaseUrl = (url: string): string =>
  url
    .replace(/^(postgres(?:ql)?:\/\/)([^/?#]*)@/, (_, scheme: string, userInfo: string) => {
      const [user = ''] = userInfo.split(':');
      return `${scheme}${user}${user ? '@' : ''}`;
    })
    .replace(/([?&])password=[^&#]*(&?)/i, (_, before: string, after: string) =>
      after ? before : '',
    );

export interface PoolOptions {
  /** Connections this instance keeps: forms traffic is light, and PostgreSQL's are costly. */
  max?: number;
  /** Where a broken idle connection is reported (it is replaced on the next query). */
  onError: (error: Error) => void;
}

export function createPool(url: string, { max = 5, onError }: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    types: { getTypeParser } as pg.CustomTypesConfig,
  });
  pool.on('error', onError);
  return pool;
}

export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

// `@name` parameters (as SQLite runs them) as PostgreSQL's `$n`, with the values in order.
export function named(
  sql: string,
  params: Record<string, unknown>,
): { text: string; values: unknown[] } {
  const names: string[] = [];
  const text = sql.replace(/@([A-Za-z]\w*)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`No value for the SQL parameter @${name}`);
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { text, values: names.map((name) => params[name]) };
}
