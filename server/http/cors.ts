import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

const PREFLIGHT_MAX_AGE = 600;

export interface CorsRules {
  methods: string[];
  allowedHeaders: string[];
}

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
