import type { FastifyInstance } from 'fastify';
import { registerCors } from '../http/cors';
import type { Db } from '../store/sqlite/dbType';
import { registerApiCaching } from './apiCaching';
import { registerPostRoutes } from './posts/postRoutes';

/** Where the reference API answers: the path a build calls when it bundles it. */
export const REFERENCE_API_PATH = '/api';

export interface ReferenceApiOptions {
  /** Its database, with the posts ready (postsDatabase.ts). */
  db: Db;
  /** The API's public origin: page links are built from it, never from the Host header. */
  origin: string;
  /** Images as absolute URLs on that origin (the API on its own host). */
  absoluteImages: boolean;
  /** Site origins whose pages may read the posts from a browser (the API on its own host). */
  corsOrigins?: readonly string[];
}

/** The reference blog API. */
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
