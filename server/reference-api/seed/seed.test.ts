import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_IMAGES_DIR } from '../../config/serverConfig';
import { openPostsDatabase } from '../postsDatabase';
import { wordCount } from '../posts/htmlToText';
import { seedContent } from './seedDatabase';

const { posts, categories, authors } = seedContent;

const BLOCK = /^<(p|h2|h3|ul|ol|blockquote)>(.*)<\/\1>$/;
const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'strong',
  'em',
  'a',
]);

describe('seed content', () => {
  it('has at least 24 posts in at least 6 categories by 4 to 5 authors', () => {
    expect(posts.length).toBeGreaterThanOrEqual(24);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((p) => p.category)).size).toBe(categories.length);
    expect(authors.length).toBeGreaterThanOrEqual(4);
    expect(authors.length).toBeLessThanOrEqual(5);
  });

  it('has unique kebab-case slugs', () => {
    const slugs = posts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const { slug } of categories) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('includes the fallback cases the site must handle', () => {
    const count = (predicate: (p: (typeof posts)[number]) => boolean) =>
      posts.filter(predicate).length;
    expect(count((p) => p.publishedAt === null)).toBe(2);
    expect(count((p) => p.author === null)).toBe(2);
    expect(count((p) => p.thumbnail === null)).toBe(2);
    expect(count((p) => p.readTime === null)).toBe(1);
    expect(count((p) => p.excerpt === null)).toBe(1);
  });

  it('dates posts between January 2025 and November 2026', () => {
    for (const { publishedAt } of posts) {
      if (publishedAt === null) continue;
      expect(new Date(publishedAt).toISOString()).toBe(publishedAt);
      expect(publishedAt >= '2025-01' && publishedAt < '2026-12').toBe(true);
    }
  });

  it('writes every body line as one complete, safe block element', () => {
    for (const post of posts) {
      for (const line of post.body) {
        expect(line).toMatch(BLOCK);
        expect(line).not.toMatch(/\n|<script|<iframe|<style|\son\w+=|javascript:/i);
        for (const [, tag] of line.matchAll(/<\/?([a-z0-9]+)/gi)) {
          expect(ALLOWED_TAGS.has(tag ?? '')).toBe(true);
        }
        for (const [, href] of line.matchAll(/href="([^"]*)"/g)) {
          expect(href).toMatch(/^(\/[a-z0-9/-]*|https:\/\/[a-z0-9.-]+\/[^\s"]*)$/);
        }
        expect(line.replace(/<a href="[^"]*">/g, '')).not.toMatch(/<[a-z]+\s/);
      }
    }
  });

  it('keeps each post between 350 and 700 words', () => {
    for (const post of posts) {
      const words = wordCount(post.body.join('\n'));
      expect({ slug: post.slug, ok: words >= 350 && words <= 700 }).toEqual({
        slug: post.slug,
        ok: true,
      });
    }
  });

  it('uses no placeholder text', () => {
    const text = JSON.stringify(seedContent).toLowerCase();
    expect(text).not.toMatch(/lorem|ipsum|todo|tbd|placeholder/);
  });

  it('points at image files that exist, are small, and are reused at most 3 times', () => {
    const uses = new Map<string, number>();
    for (const { thumbnail } of posts) {
      if (thumbnail !== null) uses.set(thumbnail, (uses.get(thumbnail) ?? 0) + 1);
    }
    expect(uses.size).toBeGreaterThanOrEqual(8);
    for (const [file, count] of uses) {
      expect(count).toBeLessThanOrEqual(3);
      const svg = fs.readFileSync(path.join(SEED_IMAGES_DIR, 'posts', file), 'utf8');
      expect(svg).toContain('viewBox="0 0 1200 675"');
      expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024);
    }
    for (const { photo } of authors) {
      if (photo === null) continue;
      const svg = fs.readFileSync(path.join(SEED_IMAGES_DIR, 'authors', photo), 'utf8');
      expect(svg).toContain('viewBox="0 0 256 256"');
    }
  });
});

describe('openPostsDatabase', () => {
  it('creates the schema and seeds an empty database exactly once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-db-'));
    const file = path.join(dir, 'site.sqlite');
    try {
      const first = openPostsDatabase(file);
      expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(first.pragma('synchronous', { simple: true })).toBe(2);
      const count = () =>
        (first.prepare('SELECT COUNT(*) AS n FROM posts').get() as { n: number }).n;
      expect(count()).toBe(posts.length);
      first.close();

      const again = openPostsDatabase(file);
      expect((again.prepare('SELECT COUNT(*) AS n FROM posts').get() as { n: number }).n).toBe(
        posts.length,
      );
      expect((again.prepare('SELECT COUNT(*) AS n FROM categories').get() as { n: number }).n).toBe(
        categories.length,
      );
      again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives ids in publication order, undated posts last', () => {
    const db = openPostsDatabase(':memory:');
    const rows = db.prepare('SELECT published_at FROM posts ORDER BY id').all() as {
      published_at: string | null;
    }[];
    const dates = rows.map((r) => r.published_at ?? '9999');
    expect(dates).toEqual([...dates].sort());
    db.close();
  });
});
