import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Browsers may cache a preflight this long (seconds). */
const PREFLIGHT_MAX_AGE = 600;

/**
 * The API on its own host: browsers on the listed site origins may read posts and send
 * contact requests; every other origin gets no CORS headers (and so no access).
 */
export async function registerApiCors(app: FastifyInstance, siteOrigins: string[]) {
  const allowed = new Set(siteOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Accept', 'Idempotency-Key'],
    maxAge: PREFLIGHT_MAX_AGE,
    strictPreflight: true,
  });
}
