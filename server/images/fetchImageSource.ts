import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './privateAddresses';
import type { FetchTarget } from './sourcePolicy';
import { OTHER_HOST } from './sourcePolicy';

export class ImageSourceError extends Error {
  /** Worth another try later: the source's host failed or was busy, or the resizer was. */
  readonly transient: boolean;

  constructor(
    readonly statusCode: number,
    message: string,
    { transient = statusCode >= 500 }: { transient?: boolean } = {},
  ) {
    super(message);
    this.name = 'ImageSourceError';
    this.transient = transient;
  }
}

/** A host's answers that say "not now" rather than "no such picture". */
const BUSY_STATUSES = new Set([408, 425, 429]);

export interface SourceLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

/** A camera's photo is 2–15 MB; larger is not a picture for a web page. */
export const DEFAULT_SOURCE_LIMITS: SourceLimits = {
  timeoutMs: 10_000,
  maxBytes: 25 * 1024 * 1024,
  maxRedirects: 3,
};

/** What a host said identifies the bytes it sent, to ask later whether they changed. */
export interface SourceValidators {
  etag?: string;
  lastModified?: string;
}

export interface SourceImage {
  bytes: Buffer;
  contentType: string;
  validators: SourceValidators;
}

// Checked at connection time, so a name cannot resolve public for a check and private after.
const guardedLookup =
  (privateAllowed: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter(
        (entry) => privateAllowed || !isPrivateAddress(entry.address),
      );
      const first = usable[0];
      if (!first) {
        const refused = Object.assign(new Error(`${hostname} is a private address`), {
          code: 'EPRIVATE',
        });
        return callback(refused, '', 0);
      }
      if (options.all) return callback(null, usable as unknown as string, 0);
      return callback(null, first.address, first.family);
    });
  };

const literalRefused = ({ url, privateAllowed }: FetchTarget): boolean => {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return !privateAllowed && /^[\d.]+$|:/.test(host) && isPrivateAddress(host);
};

type Response = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const conditionalHeaders = ({ etag, lastModified }: SourceValidators): Record<string, string> => ({
  ...(etag ? { 'if-none-match': etag } : {}),
  ...(lastModified ? { 'if-modified-since': lastModified } : {}),
});

function requestOnce(
  target: FetchTarget,
  limits: SourceLimits,
  signal: AbortSignal,
  known: SourceValidators,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const client = target.url.protocol === 'https:' ? https : http;
    const request = client.get(
      target.url,
      {
        lookup: guardedLookup(target.privateAllowed),
        headers: {
          accept: 'image/*',
          'user-agent': 'Harbourline image resizer',
          ...conditionalHeaders(known),
        },
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          resolve({ status, headers: response.headers, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          response.destroy();
          reject(new ImageSourceError(413, 'The source image is too large to resize.'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new ImageSourceError(413, 'The source image is too large to resize.'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const asSourceError = (error: unknown, signal: AbortSignal): ImageSourceError => {
  if (error instanceof ImageSourceError) return error;
  if (signal.aborted) return new ImageSourceError(504, 'The source image took too long to arrive.');
  if ((error as { code?: string }).code === 'EPRIVATE') {
    return new ImageSourceError(403, 'The url parameter names a private address.');
  }
  return new ImageSourceError(502, 'The source image could not be fetched.');
};

type Decide = (address: string) => FetchTarget | { refused: string };

export async function fetchImageSource(
  first: FetchTarget,
  decide: Decide,
  limits: SourceLimits = DEFAULT_SOURCE_LIMITS,
): Promise<SourceImage> {
  return (await fetchImageSourceIfChanged(first, decide, {}, limits)) as SourceImage;
}

/**
 * The source, or null when its host answers that the bytes `known` names are still current
 * (304 Not Modified). With no validators known, always the source.
 */
export async function fetchImageSourceIfChanged(
  first: FetchTarget,
  decide: Decide,
  known: SourceValidators,
  limits: SourceLimits = DEFAULT_SOURCE_LIMITS,
): Promise<SourceImage | null> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let target = first;
  for (let redirects = 0; ; redirects += 1) {
    if (literalRefused(target)) {
      throw new ImageSourceError(403, 'The url parameter names a private address.');
    }
    const response = await requestOnce(target, limits, signal, known).catch((error: unknown) => {
      throw asSourceError(error, signal);
    });
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location) {
      if (redirects >= limits.maxRedirects) {
        throw new ImageSourceError(404, 'The source image redirects too often to be followed.');
      }
      let next: FetchTarget | { refused: string };
      try {
        next = decide(new URL(location, target.url).href);
      } catch {
        throw new ImageSourceError(
          502,
          'The source image redirects to an address that is not valid.',
        );
      }
      if ('refused' in next) {
        throw new ImageSourceError(
          403,
          next.refused === OTHER_HOST
            ? 'The source image redirects to a host this site does not show images from.'
            : `The source image redirects to an address that is refused: ${next.refused}`,
        );
      }
      target = next;
      continue;
    }
    if (response.status === 304 && (known.etag || known.lastModified)) return null;
    if (response.status === 404 || response.status === 410) {
      throw new ImageSourceError(404, 'The source image does not exist.');
    }
    if (response.status >= 400 && response.status < 500 && !BUSY_STATUSES.has(response.status)) {
      throw new ImageSourceError(
        404,
        `The source image could not be had (its host answered ${response.status}).`,
      );
    }
    if (response.status !== 200) {
      throw new ImageSourceError(502, `The source image's host answered ${response.status}.`);
    }
    const contentType =
      String(response.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (!contentType.startsWith('image/') || contentType.startsWith('image/svg')) {
      throw new ImageSourceError(415, 'The source is not a picture that can be resized.');
    }
    const header = (name: string) => {
      const value = response.headers[name];
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const validators = { etag: header('etag'), lastModified: header('last-modified') };
    return { bytes: response.body, contentType, validators };
  }
}
