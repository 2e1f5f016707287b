import type { Db } from './dbType';
import { statement } from './preparedStatements';
import type { RateLimitCounters } from '../formsStore';
import { rateLimitCounters } from '../rateLimitSql';

export const sqliteRateLimits = (db: Db): RateLimitCounters =>
  rateLimitCounters(async (sql, params) => {
    const prepared = statement(db, sql);
    if (prepared.reader) return prepared.all(params);
    prepared.run(params);
    return [];
  });
