import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';

/** Where and how much the image endpoint keeps on disk (IMAGE_CACHE_DIR, IMAGE_CACHE_MAX_MB). */
export interface ImageCacheSettings {
  dir: string;
  maxBytes: number;
  /** Resizes at once: the machine's cores, at most 4. */
  concurrency: number;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_IMAGE_CACHE_MB = 512;

export function readImageCacheSettings(env: Env = process.env): ImageCacheSettings {
  const rawMb = env.IMAGE_CACHE_MAX_MB?.trim() || String(DEFAULT_IMAGE_CACHE_MB);
  if (!/^\d+$/.test(rawMb) || Number(rawMb) < 1) {
    throw new Error(
      `IMAGE_CACHE_MAX_MB must be a whole number of megabytes, at least 1; got "${rawMb}".`,
    );
  }
  return {
    dir: path.resolve(
      PROJECT_ROOT,
      env.IMAGE_CACHE_DIR?.trim() || path.join('data', 'image-cache'),
    ),
    maxBytes: Number(rawMb) * 1024 * 1024,
    concurrency: Math.min(4, Math.max(1, os.availableParallelism())),
  };
}
