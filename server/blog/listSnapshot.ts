import fs from 'node:fs';
import path from 'node:path';
import type { PostSummary } from '@contract/blog/blogTypes';
import { parsePostSummaries } from '@contract/blog/postSchemas';
import type { Fetched } from './staleWhileRevalidate';

/**
 * The blog's list as the server last read it, kept in a file so a restarted server answers
 * /blog at once from it (refreshing it in the background, as it does any stale list) instead
 * of reading the whole archive from the admin host first. A copy read from another admin host,
 * or one this release cannot read, is left unused.
 */
export interface ListSnapshot {
  read(): Fetched<PostSummary[]> | null;
  write(list: Fetched<PostSummary[]>): Promise<void>;
}

interface SnapshotFile {
  api: string;
  fetchedAt: number;
  changedAt: number;
  posts: unknown;
}

export function listSnapshot(
  file: string,
  apiBaseUrl: string,
  warn: (message: string) => void,
): ListSnapshot {
  return {
    read() {
      let text: string;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          warn(`The blog's list kept in ${file} could not be read: ${String(error)}`);
        }
        return null;
      }
      try {
        const kept = JSON.parse(text) as SnapshotFile;
        if (kept.api !== apiBaseUrl) return null;
        const posts = parsePostSummaries(kept.posts);
        if (!posts.ok) throw new Error(posts.problem);
        if (!Number.isFinite(kept.fetchedAt) || !Number.isFinite(kept.changedAt)) {
          throw new Error('it has no dates');
        }
        return { value: posts.value, fetchedAt: kept.fetchedAt, changedAt: kept.changedAt };
      } catch (error) {
        warn(`The blog's list kept in ${file} is not usable, read afresh: ${String(error)}`);
        return null;
      }
    },

    async write({ value, fetchedAt, changedAt }) {
      const kept: SnapshotFile = { api: apiBaseUrl, fetchedAt, changedAt, posts: value };
      // Beside and renamed: another instance, or the next start, never reads half a file.
      const partial = `${file}.partial-${process.pid}`;
      try {
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(partial, JSON.stringify(kept));
        await fs.promises.rename(partial, file);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        warn(`The blog's list could not be kept in ${file}: ${String(error)}`);
      }
    },
  };
}
