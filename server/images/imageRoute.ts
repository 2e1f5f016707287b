import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ImageAspect } from '@contract/images/images';
import { IMAGE_ASPECTS, IMAGE_WIDTHS, isImageAspect } from '@contract/images/images';
import { IMAGE_ENDPOINT_PATH } from '@contract/siteServer';
import { HttpError, RateLimitedError, RetryLaterError, ValidationError } from '../http/errors';
import type { SourceLimits } from './fetchImageSource';
import { DEFAULT_SOURCE_LIMITS, fetchImageSource, ImageSourceError } from './fetchImageSource';
import { resizeImage } from './resizeImage';
import type { AllowedSource, ImageSourcePolicy } from './sourcePolicy';
import type { CachedVariant, VariantCache } from './variantCache';
import { variantKey } from './variantCache';
import { WaitedTooLongError, workQueue } from './workQueue';

export interface ImageRouteOptions {
  policy: ImageSourcePolicy;
  cache: VariantCache;
  maxAgeMs?: number;
  concurrency?: number;
  maxWaiting?: number;
  /** How long a new variant may wait for its turn before its visitor is told to come back. */
  maxWaitMs?: number;
  limits?: SourceLimits;
  /** Images one client address may have made (not found in the cache) per minute. */
  resizesPerMinute?: number;
  now?: () => number;
}

export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const FORMAT = 'webp';
// Well inside the server's 30 s idle limit, which would otherwise close the connection unanswered.
const MAX_WAIT_MS = 20_000;
const BUSY_RETRY_AFTER_SECONDS = 10;
const busy = () =>
  new RetryLaterError(503, BUSY_RETRY_AFTER_SECONDS, 'Too many images are being resized');
const aspectError = `The ar parameter must be one of ${Object.keys(IMAGE_ASPECTS).join(', ')}.`;

const sendVariant = (reply: FastifyReply, variant: CachedVariant, ifNoneMatch: unknown) => {
  reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', variant.etag);
  if (ifNoneMatch === variant.etag) return reply.code(304).send();
  return reply.type('image/webp').send(variant.data);
};

const widthError = `The w parameter must be one of ${IMAGE_WIDTHS.join(', ')}.`;

/** What a log line names of a source: its address without a query, cut short. */
export const shownSource = (url: string) => url.split(/[?#]/, 1)[0]?.slice(0, 200);

/**
 * A fixed one-minute window per client address. Kept in this process: a client spreading over
 * instances gets each one's allowance, which the instances' own queues bound in turn.
 */
function perClientLimit(perMinute: number, now: () => number) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return (client: string): { allowed: boolean; retryAfterSeconds: number } => {
    const at = now();
    // Old windows go once the map is large, so many addresses cannot grow it without end.
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    }
    let window = windows.get(client);
    if (!window || window.endsAt <= at) {
      window = { count: 0, endsAt: at + 60_000 };
      windows.set(client, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= perMinute,
      retryAfterSeconds: Math.ceil((window.endsAt - at) / 1000),
    };
  };
}

export function registerImageRoute(app: FastifyInstance, options: ImageRouteOptions) {
  const {
    policy,
    cache,
    maxAgeMs = 24 * 60 * 60 * 1000,
    concurrency = 2,
    maxWaiting = 500,
    maxWaitMs = MAX_WAIT_MS,
    limits = DEFAULT_SOURCE_LIMITS,
    resizesPerMinute = 60,
    now = Date.now,
  } = options;
  const queue = workQueue(concurrency, maxWaiting, maxWaitMs);
  const resizeAllowance = perClientLimit(resizesPerMinute, now);
  // One fetch and resize per variant at a time, however many ask for it.
  const making = new Map<string, Promise<CachedVariant>>();

  const make = (
    key: string,
    target: AllowedSource,
    width: number,
    aspect: ImageAspect | null,
  ): Promise<CachedVariant> => {
    const pending = making.get(key);
    if (pending) return pending;
    const job = queue.run(async () => {
      const source = await fetchImageSource(target, policy, limits);
      const variant = await resizeImage(source.bytes, width, aspect);
      return cache.put(key, variant.data);
    });
    if (job === null) return Promise.reject(busy());
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
    const target = policy(url);
    if ('refused' in target) throw new HttpError(403, target.refused);

    const key = variantKey(target.canonical, width, `${FORMAT} ${aspect ?? 'as is'}`);
    const cached = await cache.get(key);
    if (cached) {
      if (now() - cached.storedAt > maxAgeMs) {
        make(key, target, width, aspect).catch((error: unknown) =>
          request.log.warn({ err: error }, 'Refreshing a resized image failed; the old one stays'),
        );
      }
      return sendVariant(reply, cached, request.headers['if-none-match']);
    }
    // Only work this client causes counts: a variant being made already is waited for.
    if (!making.has(key)) {
      const allowance = resizeAllowance(request.ip);
      if (!allowance.allowed) {
        throw new RateLimitedError(
          allowance.retryAfterSeconds,
          'Too many new images were asked for from your address',
        );
      }
    }
    try {
      return sendVariant(
        reply,
        await make(key, target, width, aspect),
        request.headers['if-none-match'],
      );
    } catch (error) {
      if (error instanceof WaitedTooLongError) throw busy();
      if (error instanceof ImageSourceError) {
        request.log.info({ url: shownSource(url), status: error.statusCode }, error.message);
        throw new HttpError(error.statusCode, error.message);
      }
      throw error;
    }
  });
}
