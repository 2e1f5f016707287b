import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readBuildSettings } from '../server/config/buildSettings';
import { buildTimeApi } from './buildTimeApi';

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
