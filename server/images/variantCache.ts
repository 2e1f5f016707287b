import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface CachedVariant {
  data: Buffer;
  etag: string;
  storedAt: number;
}

export interface VariantCacheOptions {
  dir: string;
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  file: string;
  size: number;
  etag: string;
  storedAt: number;
}

/** `<key>.<etag>.webp`: the name carries the validator, the file's time when it was made. */
const FILE_NAME = /^([\w-]{32})\.([\w-]{22})\.webp$/;

const digest = (value: string | Buffer, length: number) =>
  createHash('sha256').update(value).digest('base64url').slice(0, length);

export const variantKey = (source: string, width: number, format: string): string =>
  digest(`${source}\n${width}\n${format}`, 32);

// On disk, bounded in bytes and kept across restarts; at start indexed oldest-used first.
export function variantCache({ dir, maxBytes, now = Date.now }: VariantCacheOptions) {
  fs.mkdirSync(dir, { recursive: true });
  // Map order is use order: the first entry is the least recently used.
  const entries = new Map<string, Entry>();
  let total = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.size;
    fs.rmSync(path.join(dir, entry.file), { force: true });
  };

  const found = fs
    .readdirSync(dir)
    .flatMap((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) return [];
      const stats = fs.statSync(path.join(dir, file));
      return [{ key: match[1] as string, etag: match[2] as string, file, stats }];
    })
    .sort((a, b) => a.stats.mtimeMs - b.stats.mtimeMs);
  for (const { key, etag, file, stats } of found) {
    forget(key);
    entries.set(key, { file, size: stats.size, etag: `"${etag}"`, storedAt: stats.mtimeMs });
    total += stats.size;
  }

  const evict = () => {
    while (total > maxBytes && entries.size > 0) forget(entries.keys().next().value as string);
  };
  evict();

  return {
    async get(key: string): Promise<CachedVariant | null> {
      const entry = entries.get(key);
      if (!entry) return null;
      try {
        const data = await fs.promises.readFile(path.join(dir, entry.file));
        entries.delete(key);
        entries.set(key, entry);
        return { data, etag: entry.etag, storedAt: entry.storedAt };
      } catch {
        // Removed behind our back: made again on this request.
        entries.delete(key);
        total -= entry.size;
        return null;
      }
    },

    async put(key: string, data: Buffer): Promise<CachedVariant> {
      const tag = digest(data, 22);
      const file = `${key}.${tag}.webp`;
      const temporary = path.join(dir, `.${file}.${process.pid}.tmp`);
      // The folder may have been emptied while the server runs (a cleared cache).
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(temporary, data);
      await fs.promises.rename(temporary, path.join(dir, file));
      const previous = entries.get(key);
      if (previous) {
        entries.delete(key);
        total -= previous.size;
        if (previous.file !== file) fs.rmSync(path.join(dir, previous.file), { force: true });
      }
      const storedAt = now();
      entries.set(key, { file, size: data.length, etag: `"${tag}"`, storedAt });
      total += data.length;
      evict();
      return { data, etag: `"${tag}"`, storedAt };
    },

    size: () => total,
  };
}

export type VariantCache = ReturnType<typeof variantCache>;
