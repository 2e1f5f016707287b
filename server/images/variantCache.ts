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
  /** The cap, in bytes the files take on disk (whole blocks), not in bytes of content. */
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  /** The file's validator, also the second part of its name. */
  tag: string;
  diskBytes: number;
  storedAt: number;
}

/** `<key>.<etag>.webp`: the name carries the validator, the file's time when it was made. */
const FILE_NAME = /^([\w-]{32})\.([\w-]{22})\.webp$/;
/** A write interrupted by a crash or a stop, left behind by `put`. */
const TEMPORARY_FILE = /^\..+\.tmp$/;
/** A file takes at least one block of the file system (4 KiB on ext4, xfs and tmpfs). */
const BLOCK = 4096;

const digest = (value: string | Buffer, length: number) =>
  createHash('sha256').update(value).digest('base64url').slice(0, length);

export const variantKey = (source: string, width: number, format: string): string =>
  digest(`${source}\n${width}\n${format}`, 32);

const fileOf = (key: string, tag: string) => `${key}.${tag}.webp`;
const onDisk = (stats: fs.Stats) => Math.max(stats.blocks * 512, BLOCK);

/**
 * Resized images on disk, bounded in bytes on disk and kept across restarts. The index in memory
 * holds at most one entry per block the cap allows, whatever the folder holds at start: files
 * beyond that are removed as the folder is read, then the oldest until the rest fits.
 */
export function variantCache({ dir, maxBytes, now = Date.now }: VariantCacheOptions) {
  fs.mkdirSync(dir, { recursive: true });
  // Map order is use order: the first entry is the least recently used.
  const entries = new Map<string, Entry>();
  const maxEntries = Math.max(1, Math.floor(maxBytes / BLOCK));
  let total = 0;

  const remove = (file: string) => fs.rmSync(path.join(dir, file), { force: true });
  // Another process's write in progress is left alone.
  const isStale = (file: string) => {
    try {
      return now() - fs.statSync(path.join(dir, file)).mtimeMs > 60_000;
    } catch {
      return false;
    }
  };
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.diskBytes;
    remove(fileOf(key, entry.tag));
  };
  const evict = () => {
    while ((total > maxBytes || entries.size > maxEntries) && entries.size > 0) {
      forget(entries.keys().next().value as string);
    }
  };

  // Read one name at a time, keeping the newest files: the folder may hold far more than the
  // index may, and what is held stays within a quarter more than the cap's count.
  const found: (Entry & { key: string })[] = [];
  const keepNewest = () => {
    found.sort((a, b) => b.storedAt - a.storedAt);
    for (const old of found.splice(maxEntries)) remove(fileOf(old.key, old.tag));
  };
  const folder = fs.opendirSync(dir);
  for (let item = folder.readSync(); item !== null; item = folder.readSync()) {
    const match = FILE_NAME.exec(item.name);
    if (!match) {
      if (TEMPORARY_FILE.test(item.name) && isStale(item.name)) remove(item.name);
      continue;
    }
    try {
      const stats = fs.statSync(path.join(dir, item.name));
      found.push({
        key: match[1] as string,
        tag: match[2] as string,
        diskBytes: onDisk(stats),
        storedAt: stats.mtimeMs,
      });
    } catch {
      // Removed while the folder was read.
    }
    if (found.length >= maxEntries + Math.ceil(maxEntries / 4)) keepNewest();
  }
  folder.closeSync();
  keepNewest();
  found.sort((a, b) => a.storedAt - b.storedAt);
  for (const { key, ...entry } of found) {
    forget(key); // an older file of the same variant
    entries.set(key, entry);
    total += entry.diskBytes;
  }
  evict();

  return {
    async get(key: string): Promise<CachedVariant | null> {
      const entry = entries.get(key);
      if (!entry) return null;
      try {
        const data = await fs.promises.readFile(path.join(dir, fileOf(key, entry.tag)));
        entries.delete(key);
        entries.set(key, entry);
        return { data, etag: `"${entry.tag}"`, storedAt: entry.storedAt };
      } catch {
        // Removed behind our back: made again on this request.
        entries.delete(key);
        total -= entry.diskBytes;
        return null;
      }
    },

    async put(key: string, data: Buffer): Promise<CachedVariant> {
      const tag = digest(data, 22);
      const file = fileOf(key, tag);
      const temporary = path.join(dir, `.${file}.${process.pid}.tmp`);
      // The folder may have been emptied while the server runs (a cleared cache).
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(temporary, data);
      await fs.promises.rename(temporary, path.join(dir, file));
      const diskBytes = await fs.promises
        .stat(path.join(dir, file))
        .then(onDisk, () => Math.ceil(data.length / BLOCK) * BLOCK);
      const previous = entries.get(key);
      if (previous) {
        entries.delete(key);
        total -= previous.diskBytes;
        if (previous.tag !== tag) remove(fileOf(key, previous.tag));
      }
      const storedAt = now();
      entries.set(key, { tag, diskBytes, storedAt });
      total += diskBytes;
      evict();
      return { data, etag: `"${tag}"`, storedAt };
    },

    /** Bytes on disk. */
    size: () => total,
    count: () => entries.size,
  };
}

export type VariantCache = ReturnType<typeof variantCache>;
