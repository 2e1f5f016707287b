import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPost } from '@/test/blog/builders';
import { readBuildSettings } from '../server/config/buildSettings';
import type { ScriptedHttpServer } from '../server/test/scriptedHttpServer';
import { json, startScriptedHttpServer } from '../server/test/scriptedHttpServer';
import { buildTimeApi, buildTimePosts } from './buildTimeApi';

describe('the bundled API the demo build reads posts from', () => {
  it('gives post images as site paths, since the site serves them itself', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-time-api-'));
    const api = await buildTimeApi(
      readBuildSettings({ SITE_URL: 'https://www.harbourline.example' }),
      { DB_PATH: path.join(dir, 'posts.sqlite') },
    );
    try {
      if (!('url' in api)) throw new Error(api.unavailable);
      const body = (await (await fetch(`${api.url}/posts?per_page=50`)).json()) as {
        data: { thumbnail: string | null }[];
      };
      const thumbnails = body.data.flatMap((post) => (post.thumbnail ? [post.thumbnail] : []));
      expect(thumbnails.length).toBeGreaterThan(0);
      for (const thumbnail of thumbnails) expect(thumbnail).toMatch(/^\/images\//);
    } finally {
      if ('url' in api) await api.close?.();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the admin host the build reads posts from', () => {
  let admin: ScriptedHttpServer;
  const settings = readBuildSettings({
    SITE_URL: 'https://www.harbourline.example',
    API_BASE_URL: 'https://admin.example.com.au/api',
  });

  beforeEach(async () => {
    admin = await startScriptedHttpServer();
  });

  afterEach(() => admin.close());

  const readPosts = async () => {
    const api = await buildTimeApi(settings, { API_INTERNAL_URL: `${admin.origin}/api` });
    if (!('url' in api)) throw new Error(api.unavailable);
    return buildTimePosts(api, settings);
  };

  it('asks for JSON', async () => {
    admin.answer('/api/posts', json(200, { data: [buildPost({ slug: 'lobby' })] }));
    expect((await readPosts()).map((post) => post.slug)).toEqual(['lobby']);
    expect(admin.asked.map((request) => request.headers.accept)).toEqual(['application/json']);
  });

  it('fails on a redirect, naming it, and does not follow it', async () => {
    admin.answer('/api/posts', { status: 302, headers: { location: `${admin.origin}/login` } });
    await expect(readPosts()).rejects.toThrow(
      `answered 302, a redirect to ${admin.origin}/login: not followed`,
    );
    expect(admin.asked.map((request) => request.path)).toEqual(['/api/posts']);
  });

  it('reads each post of a lean list, which leaves bodies to the post’s own route', async () => {
    const { body: _body, author: _author, photo: _photo, ...lean } = buildPost({ slug: 'lobby' });
    admin.answer('/api/posts', json(200, { data: [lean] }));
    admin.answer(
      '/api/posts/lobby',
      json(200, { data: buildPost({ slug: 'lobby', body: '<p>Whole.</p>' }) }),
    );
    expect((await readPosts()).map((post) => post.body)).toEqual(['<p>Whole.</p>']);
    expect(admin.asked.map((request) => request.path)).toEqual(['/api/posts', '/api/posts/lobby']);
  });

  it('waits out the API’s rate limit as its Retry-After says, and says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    admin.answerOnce('/api/posts', {
      ...json(429, { message: 'Too Many Attempts.' }),
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
    });
    admin.answer('/api/posts', json(200, { data: [buildPost({ slug: 'lobby' })] }));
    const started = Date.now();
    expect((await readPosts()).map((post) => post.slug)).toEqual(['lobby']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('(429): waiting 1 s'));
    warn.mockRestore();
  });

  it('fails on an HTML page, saying so', async () => {
    admin.answer('/api/posts', { status: 500, headers: { 'content-type': 'text/html' } });
    await expect(readPosts()).rejects.toThrow('answered HTML, not JSON (status 500)');
  });
});
