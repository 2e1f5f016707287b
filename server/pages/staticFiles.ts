import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const ONE_HOUR = 'public, max-age=3600';
export const ONE_DAY = 'public, max-age=86400';

/**
 * Kept by a shared cache (a CDN, nginx) for `seconds`, then served while one request
 * refreshes it; a browser revalidates every time (max-age=0), as with `no-cache`.
 */
export const sharedFor = (seconds: number): string =>
  seconds > 0
    ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`
    : REVALIDATE;

export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/');
  // Only files under assets/ carry a content hash in their name.
  if (normalised.startsWith('assets/')) return IMMUTABLE;
  if (normalised.endsWith('.html')) return REVALIDATE;
  return ONE_HOUR;
}

async function registerBuildFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    redirect: false,
    cacheControl: false,
    // The build may not exist yet; pages.ts answers 503 with instructions instead.
    suppressWarning: true,
    // Folders are not listed; '/' and other app routes belong to the pages (pages.ts).
    allowedPath: (pathName) =>
      !pathName.endsWith('/') && !pathName.startsWith('/_') && !pathName.endsWith('.map'),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(distDir, filePath)));
    },
  });
}

// The build's files, and the reference API's images under /images (when the API is bundled).
export async function registerStaticFiles(
  app: FastifyInstance,
  { distDir, imagesDir }: { distDir: string | null; imagesDir: string | null },
): Promise<void> {
  if (distDir !== null) await registerBuildFiles(app, distDir);
  if (imagesDir === null) return;
  for (const folder of ['posts', 'authors']) {
    await app.register(fastifyStatic, {
      root: path.join(imagesDir, folder),
      prefix: `/images/${folder}/`,
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => !pathName.endsWith('/'),
      redirect: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', ONE_DAY);
      },
    });
  }
}
