import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Browsers may cache a preflight this long (seconds). */
const PREFLIGHT_MAX_AGE = 600;

/** What a cross-origin page may do: the methods and request headers it may use. */
export interface CorsRules {
  methods: string[];
  allowedHeaders: string[];
}

/** Browsers on the listed site origins may make the requests `rules` allow, in `app`'s routes. */
export async function registerCors(
  app: FastifyInstance,
  siteOrigins: readonly string[],
  rules: CorsRules,
): Promise<void> {
  const allowed = new Set(siteOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: rules.methods,
    allowedHeaders: rules.allowedHeaders,
    maxAge: PREFLIGHT_MAX_AGE,
    strictPreflight: true,
  });
}
