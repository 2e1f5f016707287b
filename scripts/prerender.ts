// Writes complete HTML for every page after the client build, using the server bundle
// (same route table and components as the browser): the static routes, then /blog and
// every post from the blog API with their data handed over, the sitemap, the feed and
// the files static hosts read. dist/ alone is then the whole site.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { notFoundPath, staticPaths } from '../src/app/staticPaths';
import type { Post } from '../src/features/blog/api/blogTypes';
import { postsApiClient } from '../server/blog/postsApiClient';
import type { Build } from '../server/blogPages';
import { loadBuild, pageHtml } from '../server/blogPages';
import {
  apiOriginOf,
  buildSettingsFile,
  formsOriginOf,
  loadBuildSettings,
} from '../server/buildSettings';
import type { RenderResult } from '../src/entry-server';
import { PAGE_STATE_PATH, pageStateFile } from '../server/pageState';
import { feedXml, sitemapEntries } from '../server/seo/seoRoutes';
import { sitemapXml } from '../server/seo/sitemap';
import { buildTimeApi } from './buildTimeApi';
import { cspReportsUrl } from '../server/csp/cspReportsUrl';
import { writeDeployFiles } from './deployFiles';

const root = path.resolve(__dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const shown = (file: string) => path.relative(root, file) || '.';

const write = (file: string, content: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

const outputFile = (urlPath: string): string =>
  urlPath === notFoundPath
    ? path.join(distDir, '404.html')
    : path.join(distDir, urlPath, 'index.html');

/** Slugs that are safe as one folder name; any other post opens from the app shell. */
const SAFE_SLUG = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/;

async function writeStaticPages(build: Build) {
  for (const urlPath of [...staticPaths, notFoundPath]) {
    write(outputFile(urlPath), pageHtml(build, await build.render(urlPath)));
  }
}

/** A page with the state it hands over, written beside the build's other assets. */
const writePageWithState = (build: Build, urlPath: string, result: RenderResult) => {
  const state = pageStateFile(result.serverState);
  write(path.join(distDir, PAGE_STATE_PATH, state.name), state.json);
  write(outputFile(urlPath), pageHtml(build, result, state));
};

async function writeBlogPages(build: Build, posts: Post[], fetchedAt: number) {
  writePageWithState(build, '/blog', await build.render('/blog', { posts, fetchedAt }));
  let written = 0;
  for (const post of posts) {
    if (!SAFE_SLUG.test(post.slug)) {
      console.warn(
        `  Post "${post.slug}" has no page file (unsafe as a file name): the shell opens it.`,
      );
      continue;
    }
    const urlPath = `/blog/${post.slug}`;
    const result = await build.render(urlPath, {
      posts,
      post: { slug: post.slug, post },
      fetchedAt,
    });
    writePageWithState(build, urlPath, result);
    written += 1;
  }
  return written;
}

const warnNoApi = (reason: string) => {
  const lines = [
    'WARNING: the blog API could not be reached, so no blog pages were generated.',
    `  ${reason}`,
    '  /blog and every post open from the client-rendered shell, which loads posts in the',
    '  browser; rss.xml is not written and sitemap.xml lists the static pages only.',
    '  Build again once the API answers to put the posts in the HTML.',
  ];
  console.warn(`\n${lines.join('\n')}\n`);
};

async function main() {
  const settings = loadBuildSettings(distDir);
  if (!settings)
    throw new Error(`${shown(buildSettingsFile(distDir))} is missing: run webpack first`);
  const build = loadBuild(distDir);
  const started = Date.now();
  await writeStaticPages(build);
  console.info(
    `Prerendered ${staticPaths.length + 1} pages into ${shown(distDir)} in ${Date.now() - started} ms`,
  );

  const api = await buildTimeApi(settings, process.env);
  let posts: Post[] | null = null;
  const fetchedAt = Date.now();
  try {
    if ('unavailable' in api) throw new Error(api.unavailable);
    posts = await postsApiClient({ baseUrl: () => api.url }).allPosts();
  } catch (error) {
    warnNoApi(error instanceof Error ? error.message : String(error));
  } finally {
    if ('url' in api) await api.close?.();
  }

  rmSync(path.join(distDir, 'rss.xml'), { force: true });
  if (posts) {
    const written = await writeBlogPages(build, posts, fetchedAt);
    write(path.join(distDir, 'rss.xml'), feedXml(settings.siteUrl, posts, new Date(fetchedAt)));
    console.info(`Generated /blog and ${written} posts from ${'url' in api ? api.label : ''}`);
  }
  write(
    path.join(distDir, 'sitemap.xml'),
    sitemapXml(settings.siteUrl, sitemapEntries(distDir, posts ?? [])),
  );
  writeDeployFiles(distDir, {
    apiOrigin: apiOriginOf(settings.apiBaseUrl),
    formsOrigin: formsOriginOf(settings.formsUrl),
    cspReportsUrl: cspReportsUrl(settings.formsUrl),
    inlineStyleHashes: build.styles.hashes,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
