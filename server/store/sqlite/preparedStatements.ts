import type { Statement } from 'better-sqlite3';
import type { Db } from './dbType';

const statements = new WeakMap<Db, Map<string, Statement>>();

/** Prepared once per database and reused: the API runs the same few queries on every request. */
export function statement(db: Db, sql: string): Statement {
  let cache = statements.get(db);
  if (cache === undefined) {
    cache = new Map();
    statements.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (prepared === undefined) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}
