import type { FastifyInstance } from 'fastify';
import { registerCors } from '../http/cors';
import type { Db } from '../store/sqlite';
import { registerApiCaching } from './apiCaching';
import { registerPostRoutes } from './posts/postRoutes';

export const REFERENCE_API_PATH = '/api';

export interface ReferenceApiOptions {
  db: Db;
  /** The API's public origin: page links are built from it, never from the Host header. */
  origin: string;
  absoluteImages: boolean;
  corsOrigins?: readonly string[];
}

export async function registerReferenceApi(
  app: FastifyInstance,
  { db, origin, absoluteImages, corsOrigins = [] }: ReferenceApiOptions,
): Promise<void> {
  if (corsOrigins.length > 0) {
    await registerCors(app, corsOrigins, {
      methods: ['GET', 'HEAD'],
      allowedHeaders: ['Accept'],
    });
  }
  registerApiCaching(app);
  registerPostRoutes(app, db, { origin, absoluteImages });
}
