import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ImageAspect } from '@/lib/images';
import { IMAGE_ASPECTS, IMAGE_WIDTHS, isImageAspect } from '@/lib/images';
import { IMAGE_ENDPOINT_PATH } from '@/lib/siteServer';
import { HttpError, ValidationError } from '../http/errors';
import type { SourceLimits } from './fetchImageSource';
import { DEFAULT_SOURCE_LIMITS, fetchImageSource, ImageSourceError } from './fetchImageSource';
import { resizeImage } from './resizeImage';
import type { ImageSourcePolicy } from './sourcePolicy';
import type { CachedVariant, VariantCache } from './variantCache';
import { variantKey } from './variantCache';
import { workQueue } from './workQueue';

export interface ImageRouteOptions {
  policy: ImageSourcePolicy;
  cache: VariantCache;
  maxAgeMs?: number;
  concurrency?: number;
  maxWaiting?: number;
  limits?: SourceLimits;
  now?: () => number;
}

export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const FORMAT = 'webp';
const aspectError = `The ar parameter must be one of ${Object.keys(IMAGE_ASPECTS).join(', ')}.`;

const sendVariant = (reply: FastifyReply, variant: CachedVariant, ifNoneMatch: unknown) => {
  reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', variant.etag);
  if (ifNoneMatch === variant.etag) return reply.code(304).send();
  return reply.type('image/webp').send(variant.data);
};

const widthError = `The w parameter must be one of ${IMAGE_WIDTHS.join(', ')}.`;

export function registerImageRoute(app: FastifyInstance, options: ImageRouteOptions) {
  const {
    policy,
    cache,
    maxAgeMs = 24 * 60 * 60 * 1000,
    concurrency = 2,
    maxWaiting = 500,
    limits = DEFAULT_SOURCE_LIMITS,
    now = Date.now,
  } = options;
  const queue = workQueue(concurrency, maxWaiting);
  // One fetch and resize per variant at a time, however many ask for it.
  const making = new Map<string, Promise<CachedVariant>>();

  const make = (
    key: string,
    address: string,
    width: number,
    aspect: ImageAspect | null,
  ): Promise<CachedVariant> => {
    const pending = making.get(key);
    if (pending) return pending;
    const target = policy(address);
    if ('refused' in target) return Promise.reject(new ImageSourceError(403, target.refused));
    const job = queue.run(async () => {
      const source = await fetchImageSource(target, policy, limits);
      const variant = await resizeImage(source.bytes, width, aspect);
      return cache.put(key, variant.data);
    });
    if (job === null) {
      return Promise.reject(
        new ImageSourceError(503, 'Too many images are being resized. Please try again shortly.'),
      );
    }
    const made = job.finally(() => making.delete(key));
    making.set(key, made);
    return made;
  };

  app.get<{ Querystring: Record<string, unknown> }>(IMAGE_ENDPOINT_PATH, async (request, reply) => {
    const { url, w, ar } = request.query;
    const errors: Record<string, string[]> = {};
    if (typeof url !== 'string' || url.trim() === '') {
      errors.url = ['The url parameter must be the address of an image.'];
    }
    const width = typeof w === 'string' && /^\d+$/.test(w) ? Number(w) : Number.NaN;
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) errors.w = [widthError];
    if (ar !== undefined && !isImageAspect(ar)) errors.ar = [aspectError];
    const aspect = isImageAspect(ar) ? ar : null;
    if (Object.keys(errors).length > 0 || typeof url !== 'string') {
      throw new ValidationError(errors, Object.values(errors).flat().join(' '));
    }
    const refused = policy(url);
    if ('refused' in refused) throw new HttpError(403, refused.refused);

    const key = variantKey(
      new URL(url, 'https://site.invalid').href,
      width,
      `${FORMAT} ${aspect ?? 'as is'}`,
    );
    const cached = await cache.get(key);
    if (cached) {
      if (now() - cached.storedAt > maxAgeMs) {
        make(key, url, width, aspect).catch((error: unknown) =>
          request.log.warn({ err: error }, 'Refreshing a resized image failed; the old one stays'),
        );
      }
      return sendVariant(reply, cached, request.headers['if-none-match']);
    }
    try {
      return sendVariant(
        reply,
        await make(key, url, width, aspect),
        request.headers['if-none-match'],
      );
    } catch (error) {
      if (error instanceof ImageSourceError) {
        request.log.info({ url, status: error.statusCode }, error.message);
        throw new HttpError(error.statusCode, error.message);
      }
      throw error;
    }
  });
}
