import type { Pool } from 'pg';
import type { RateLimitCounters } from '../formsStore';
import { rateLimitCounters } from '../rateLimitSql';
import { named } from './pgPool';

export const pgRateLimits = (pool: Pool): RateLimitCounters =>
  rateLimitCounters(async (sql, params) => (await pool.query(named(sql, params))).rows);
