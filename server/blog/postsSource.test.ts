import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Post } from '@contract/blog/blogTypes';
import { summaryOf } from '@contract/blog/postContext';
import { asPost, buildPost } from '@/test/blog/builders';
import { listSnapshot } from './listSnapshot';
import type { PostsApi } from './postsApiClient';
import { cachedPostsSource } from './postsSource';

/**
 * A post's page and the list agree: a post is never answered as remembered from before a list
 * that says otherwise (published since, or removed since). The clock is the test's.
 */

const MAX_AGE_MS = 20_000;
const START = 1_000_000;

/** Lets a background refresh's promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The admin host as the source reads it: posts the test publishes and removes, requests counted. */
function adminApi(initial: Post[]) {
  let posts = [...initial];
  let down = false;
  /** Listed, yet not answered at their own address (a scheduled post, say). */
  const unanswered = new Set<string>();
  const asked: string[] = [];
  const api: PostsApi = {
    allPosts: () => {
      asked.push('list');
      return down
        ? Promise.reject(new Error('down'))
        : Promise.resolve(posts.map((post) => ({ ...summaryOf(post), full: post })));
    },
    search: (words) => {
      asked.push(`search ${words}`);
      return down
        ? Promise.reject(new Error('down'))
        : Promise.resolve(
            posts
              .filter((post) => post.title.toLowerCase().includes(words.toLowerCase()))
              .map((post) => ({ ...summaryOf(post), full: post })),
          );
    },
    post: (slug) => {
      asked.push(slug);
      if (down) return Promise.reject(new Error('down'));
      const found = posts.find((post) => post.slug === slug || String(post.id) === slug);
      return Promise.resolve(found && !unanswered.has(found.slug) ? found : null);
    },
  };
  return {
    api,
    asked,
    publish: (post: Post) => void (posts = [post, ...posts]),
    remove: (slug: string) => void (posts = posts.filter((post) => post.slug !== slug)),
    setDown: (value: boolean) => void (down = value),
    listOnly: (slug: string) => void unanswered.add(slug),
  };
}

function setup(initial: Post[] = [asPost(buildPost({ id: 1, slug: 'existing' }))]) {
  let clock = START;
  const admin = adminApi(initial);
  const source = cachedPostsSource(admin.api, { maxAgeMs: MAX_AGE_MS, now: () => clock });
  return {
    ...admin,
    source,
    advance: (ms: number) => {
      clock += ms;
    },
    /** Moves on until the list is stale, and waits for its background refresh to land. */
    async refreshList() {
      const { fetchedAt } = await source.list();
      clock = Math.max(clock, fetchedAt + MAX_AGE_MS);
      await source.list();
      await settle();
    },
  };
}

const FRESH = asPost(buildPost({ id: 11, slug: 'fresh-news', title: 'Fresh News' }));

describe('a post published after its address was visited', () => {
  it('is answered as soon as a later list has it, though its 404 is still fresh', async () => {
    const site = setup();
    await site.source.list();
    site.advance(MAX_AGE_MS / 2);
    expect((await site.source.post('fresh-news')).value).toBeNull();

    site.publish(FRESH);
    await site.refreshList();
    expect((await site.source.list()).value.map((post) => post.slug)).toContain('fresh-news');
    const post = await site.source.post('fresh-news');
    expect(post.value?.title).toBe('Fresh News');
    expect(post.fetchedAt).toBe(START + MAX_AGE_MS);
    expect(site.asked.filter((ask) => ask === 'fresh-news')).toHaveLength(2);

    // Remembered from then on, like any other post.
    await site.source.post('fresh-news');
    expect(site.asked.filter((ask) => ask === 'fresh-news')).toHaveLength(2);
  });

  it('is answered at its id too, once the list has a post of that id', async () => {
    const site = setup();
    await site.source.list();
    site.advance(1_000);
    expect((await site.source.post('11')).value).toBeNull();
    site.publish(FRESH);
    await site.refreshList();
    expect((await site.source.post('11')).value?.slug).toBe('fresh-news');
  });

  it('stays missing, unasked, while the later list does not have it either', async () => {
    const site = setup();
    await site.source.list();
    site.advance(1_000);
    await site.source.post('never-written');
    await site.refreshList();
    expect((await site.source.post('never-written')).value).toBeNull();
    expect(site.asked.filter((ask) => ask === 'never-written')).toHaveLength(1);
  });

  it('is not asked for again because of a list older than its own answer', async () => {
    const site = setup([asPost(buildPost({ id: 2, slug: 'soon-gone' }))]);
    await site.source.list();
    site.remove('soon-gone');
    site.advance(1_000);
    // The list says it exists, but the answer about the post came later.
    expect((await site.source.post('soon-gone')).value).toBeNull();
    expect((await site.source.post('soon-gone')).value).toBeNull();
    expect(site.asked.filter((ask) => ask === 'soon-gone')).toHaveLength(1);
  });

  it('is asked for once per newer list when the API lists a post its address does not answer', async () => {
    const site = setup();
    await site.source.list();
    site.advance(1_000);
    await site.source.post('listed-only');
    site.publish(asPost(buildPost({ id: 12, slug: 'listed-only' })));
    site.listOnly('listed-only');
    await site.refreshList();
    for (let visit = 0; visit < 3; visit += 1) {
      expect((await site.source.post('listed-only')).value).toBeNull();
    }
    expect(site.asked.filter((ask) => ask === 'listed-only')).toHaveLength(2);
    await site.refreshList();
    await site.source.post('listed-only');
    expect(site.asked.filter((ask) => ask === 'listed-only')).toHaveLength(3);
  });

  it('is not answered missing when the check fails: the caller gets the failure', async () => {
    const site = setup();
    await site.source.list();
    site.advance(1_000);
    await site.source.post('fresh-news');
    site.publish(FRESH);
    await site.refreshList();
    site.setDown(true);
    await expect(site.source.post('fresh-news')).rejects.toThrow('down');
    site.setDown(false);
    expect((await site.source.post('fresh-news')).value?.title).toBe('Fresh News');
  });
});

describe('a post removed while remembered', () => {
  it('is missing as soon as a later list no longer has it, though it is still fresh', async () => {
    const site = setup();
    await site.source.list();
    site.advance(MAX_AGE_MS / 2);
    expect((await site.source.post('existing')).value?.slug).toBe('existing');

    site.remove('existing');
    await site.refreshList();
    expect((await site.source.post('existing')).value).toBeNull();
  });

  it('stays as it is while later lists still have it', async () => {
    const site = setup();
    await site.source.list();
    site.advance(1_000);
    await site.source.post('existing');
    await site.refreshList();
    expect((await site.source.post('existing')).value?.slug).toBe('existing');
    expect(site.asked.filter((ask) => ask === 'existing')).toHaveLength(1);
  });

  it('found by its id is checked against the list by its slug', async () => {
    const site = setup();
    await site.source.list();
    site.advance(1_000);
    expect((await site.source.post('1')).value?.slug).toBe('existing');
    await site.refreshList();
    expect((await site.source.post('1')).value?.slug).toBe('existing');
    site.remove('existing');
    await site.refreshList();
    expect((await site.source.post('1')).value).toBeNull();
  });
});

describe('when the admin host says its posts changed', () => {
  it('lists a post published a moment ago at once, without waiting for the list to age', async () => {
    const site = setup();
    await site.source.list();
    site.publish(FRESH);
    site.advance(1_000);
    expect((await site.source.list()).value.map((post) => post.slug)).toEqual(['existing']);

    await site.source.changed();
    expect((await site.source.list()).value.map((post) => post.slug)).toEqual([
      'fresh-news',
      'existing',
    ]);
    expect((await site.source.post('fresh-news')).value?.title).toBe('Fresh News');
  });

  it("shows an edited post's new text and forgets searches answered before", async () => {
    const site = setup();
    expect((await site.source.post('existing')).value?.title).not.toBe('Edited Title');
    expect((await site.source.search('edited')).value).toEqual([]);
    site.remove('existing');
    site.publish(asPost(buildPost({ id: 1, slug: 'existing', title: 'Edited Title' })));

    await site.source.changed();
    expect((await site.source.post('existing')).value?.title).toBe('Edited Title');
    expect((await site.source.search('edited')).value.map((post) => post.slug)).toEqual([
      'existing',
    ]);
  });

  it('keeps nothing from a read begun before it, even when that read ends last', async () => {
    const site = setup();
    // The first read of the list is slow, and answers with the posts before the publish.
    let answerSlowRead = () => {};
    const allPosts = site.api.allPosts;
    site.api.allPosts = () =>
      allPosts().then((old) => new Promise((resolve) => (answerSlowRead = () => resolve(old))));
    const before = site.source.list();
    site.api.allPosts = allPosts;
    site.publish(FRESH);
    await site.source.changed();
    answerSlowRead();
    await before;
    expect((await site.source.list()).value.map((post) => post.slug)).toContain('fresh-news');
  });

  it('fails when the admin host cannot be read, and reads again on the next visit', async () => {
    const site = setup();
    await site.source.list();
    site.setDown(true);
    await expect(site.source.changed()).rejects.toThrow('down');
    site.setDown(false);
    site.publish(FRESH);
    expect((await site.source.list()).value.map((post) => post.slug)).toContain('fresh-news');
  });
});

describe('after a restart', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-list-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A server's source as main.ts makes it, keeping its list in the test's folder. */
  const restartedSource = (
    admin: ReturnType<typeof adminApi>,
    now: () => number,
    warnings: string[] = [],
    apiBaseUrl = 'https://admin.example.com.au/api',
  ) =>
    cachedPostsSource(admin.api, {
      maxAgeMs: MAX_AGE_MS,
      now,
      snapshot: listSnapshot(path.join(dir, 'blog-list.json'), apiBaseUrl, (message) =>
        warnings.push(message),
      ),
    });

  /** The copy is written beside the answer, without holding it up: until it is there. */
  const keptFile = async () => {
    const file = path.join(dir, 'blog-list.json');
    const deadline = Date.now() + 10_000;
    while (!fs.existsSync(file) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('answers the list the server before it read, at once, then reads the admin host again', async () => {
    let clock = START;
    const admin = adminApi([asPost(buildPost({ id: 1, slug: 'existing' }))]);
    await restartedSource(admin, () => clock).list();
    await keptFile();
    admin.publish(FRESH);
    admin.setDown(true);
    clock += MAX_AGE_MS;

    // The admin host is down as the server starts again: the list kept is what visitors get.
    const restarted = restartedSource(admin, () => clock);
    const first = await restarted.list();
    expect(first.value.map((post) => post.slug)).toEqual(['existing']);
    expect(first.fetchedAt).toBe(START);
    expect(admin.asked).toEqual(['list', 'list']);
    await settle();

    admin.setDown(false);
    clock += 5_000;
    await restarted.list();
    await settle();
    expect((await restarted.list()).value.map((post) => post.slug)).toEqual([
      'fresh-news',
      'existing',
    ]);
  });

  it('reads afresh, saying why, when the copy is unreadable; a copy of another admin host is ignored', async () => {
    const admin = adminApi([asPost(buildPost({ id: 1, slug: 'existing' }))]);
    await restartedSource(admin, () => START, [], 'https://old-admin.example.com.au/api').list();
    await keptFile();
    const warnings: string[] = [];
    await restartedSource(admin, () => START, warnings).list();
    expect(admin.asked).toEqual(['list', 'list']);
    expect(warnings).toEqual([]);

    fs.writeFileSync(
      path.join(dir, 'blog-list.json'),
      '{"api":"https://admin.example.com.au/api","posts":[{"id":"x"}]',
    );
    await restartedSource(admin, () => START, warnings).list();
    expect(admin.asked).toEqual(['list', 'list', 'list']);
    expect(warnings).toEqual([expect.stringMatching(/blog-list\.json is not usable, read afresh/)]);
  });
});
