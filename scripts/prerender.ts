// Writes complete HTML for every page after the client build, using the server bundle
// (same route table and components as the browser): the static routes (the home page with
// its teaser's posts), then /blog and every post from the blog API with their data handed
// over, the sitemap, the feed and the files static hosts read. dist/ alone is then the whole site.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { notFoundPath, staticPaths, unlistedPaths } from '@/app/staticPaths';
import type { Post } from '@contract/blog/blogTypes';
import type { Build } from '../server/blog/blogPages';
import {
  homePageData,
  listPageData,
  loadBuild,
  pageHtml,
  postPageData,
} from '../server/blog/blogPages';
import {
  apiOriginOf,
  formsOriginOf,
  imageServiceOriginOf,
  loadBuildSettings,
} from '../server/config/buildSettings';
import { buildRecordFile } from '@contract/buildRecord.mjs';
import type { RenderData } from '@/entry-server';
import { DEFAULT_BLOG_FILTER } from '@contract/blog/blogFilterQuery';
import { blogViewOf, PAGE_SIZE } from '@contract/blog/blogView';
import {
  BUILT_VIEWS_PATH,
  builtContextPath,
  builtViewPath,
  categoryFileName,
  isFileSafeSlug,
} from '@contract/blog/builtViews';
import type { BuiltImages } from '@contract/images/images';
import { BUILT_IMAGES_PATH } from '@contract/images/images';
import { PAGE_STATE_PATH } from '../server/pageState';
import { feedXml, sitemapEntries } from '../server/seo/seoRoutes';
import { sitemapXml } from '../server/seo/sitemap';
import type { BuildSettings } from '../server/config/buildSettings';
import type { BuiltImagesResult } from './buildImages';
import { buildImages, builtImagesOf, imagesOfPostPage } from './buildImages';
import { droppedMessage, keptBodyTreeOf } from '../server/blog/postBodies';
import { TooManyPagesError } from '../server/blog/postsApiClient';
import { buildTimeApi, buildTimePosts } from './buildTimeApi';
import { cspReportsUrl } from '../server/csp/cspReportsUrl';
import { writeDeployFiles } from './deployFiles';
import { renderedPages } from './renderedPages';

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

/** What every generated page carries: where to find the build's image variants. */
interface PageExtras {
  builtImagesList: string | null;
}

/** A page with the state it hands over, written beside the build's other assets. */
const writeJson = (urlPath: string, value: unknown) =>
  write(path.join(distDir, urlPath), JSON.stringify(value));

/**
 * Each category's pages of the list, for a browser on a static host (the pages of all posts
 * are written with their HTML). Categories whose file names would be the same get none: the
 * browser then cuts their views from the API's lists.
 */
function writeCategoryViews(posts: Post[]) {
  const names = blogViewOf(posts, posts, DEFAULT_BLOG_FILTER).blogCategories.map(
    ({ name }) => name,
  );
  for (const category of names) {
    const fileName = categoryFileName(category);
    const sharing = names.filter((other) => categoryFileName(other) === fileName);
    if (fileName === '' || sharing.length > 1) {
      console.warn(
        `  Category "${category}" has no view files (its name gives no unique file name).`,
      );
      continue;
    }
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const filter = { ...DEFAULT_BLOG_FILTER, category, page };
      const view = blogViewOf(posts, posts, filter);
      pageCount = view.pageCount;
      writeJson(builtViewPath(filter) ?? '', view);
    }
  }
}

type Pages = ReturnType<typeof renderedPages>;

const writePageWithState = async (pages: Pages, file: string, route: string, data: RenderData) => {
  const { html, state } = await pages.page(route, data);
  write(path.join(distDir, PAGE_STATE_PATH, state.name), state.json);
  write(file, html);
};

// The home page shows the newest posts when the API answered; without them it loads them itself.
async function writeStaticPages(
  build: Build,
  pages: Pages,
  home: RenderData | null,
  extras: PageExtras,
) {
  for (const urlPath of [...staticPaths, ...unlistedPaths, notFoundPath]) {
    if (urlPath === '/' && home) {
      await writePageWithState(pages, outputFile(urlPath), urlPath, home);
    } else {
      write(outputFile(urlPath), pageHtml(build, await build.render(urlPath), null, extras));
    }
  }
}

// /blog, each of its pages (`/blog?page=N` as blog/page/N/index.html, which deploy/nginx.conf
// serves for that address; they hand over the same state), and every post.
async function writeBlogPages(pages: Pages, posts: Post[], fetchedAt: number, images: BuiltImages) {
  // Each page of the list hands over its own six posts, and only their pictures' variants.
  const listPages = Math.max(1, Math.ceil(posts.length / PAGE_SIZE));
  for (let page = 1; page <= listPages; page += 1) {
    const filter = { ...DEFAULT_BLOG_FILTER, page };
    const data = listPageData(posts, posts, filter, fetchedAt);
    if (data.list) writeJson(builtViewPath(filter) ?? '', data.list.view);
    const shown = data.list?.view.posts ?? [];
    const listData: RenderData = {
      ...data,
      images: builtImagesOf(
        images,
        shown.map((post) => post.thumbnail),
      ),
    };
    const route = page === 1 ? '/blog' : `/blog?page=${page}`;
    const file =
      page === 1
        ? outputFile('/blog')
        : path.join(distDir, 'blog', 'page', String(page), 'index.html');
    await writePageWithState(pages, file, route, listData);
  }
  let written = 0;
  for (const post of posts) {
    if (!isFileSafeSlug(post.slug)) {
      console.warn(
        `  Post "${post.slug}" has no page file (unsafe as a file name): the shell opens it.`,
      );
      continue;
    }
    const urlPath = `/blog/${post.slug}`;
    const data = postPageData(posts, { slug: post.slug, post }, fetchedAt);
    if (data.post) writeJson(builtContextPath(post.slug) ?? '', data.post.context);
    await writePageWithState(pages, outputFile(urlPath), urlPath, {
      ...data,
      images: builtImagesOf(images, imagesOfPostPage(post)),
    });
    written += 1;
  }
  writeCategoryViews(posts);
  return { posts: written, listPages };
}

/** What the build keeps for the next: photo variants, rendered pages (one folder per build). */
const buildCacheDir = path.resolve(
  root,
  process.env.BUILD_CACHE_DIR ?? path.join('.cache', path.basename(distDir)),
);

/**
 * The waits before a picture's second and third try, in ms ("10,20"): buildImages' own (1 s and
 * 4 s) unless BUILD_IMAGE_RETRY_DELAYS_MS sets them, as the script's test does.
 */
const retryDelaysMs = process.env.BUILD_IMAGE_RETRY_DELAYS_MS?.split(',').map(Number);

/** Variants of the posts' images, from the build's cache where their bytes are known. */
async function writeImages(posts: Post[], settings: BuildSettings, readAt: string) {
  const started = Date.now();
  const cacheDir = path.join(buildCacheDir, 'images');
  const result = await buildImages(posts, {
    distDir,
    cacheDir,
    apiBaseUrl: settings.API_BASE_URL,
    readAt,
    retryDelaysMs,
  });
  const made = result.resized + result.cached;
  if (made > 0 || result.failed.length > 0) {
    console.info(
      `Images: ${made} resized into ${shown(path.join(distDir, BUILT_IMAGES_PATH))} ` +
        `(${result.resized} made, ${result.cached} from ${shown(cacheDir)}, ` +
        `${result.unchanged} of them unchanged at their source) in ${Date.now() - started} ms`,
    );
  }
  for (const failure of result.failed) {
    console.warn(`  No variants of ${failure} The page shows the original.`);
  }
  // A photo that failed for now would ship as its original, megabytes to every phone.
  if (result.unavailable.length > 0) {
    throw new Error(
      [
        `${result.unavailable.length} of the posts' pictures could not be had or resized, on any of three tries:`,
        ...result.unavailable.map((reason) => `  ${reason}`),
        'Build again once the admin host answers.',
      ].join('\n'),
    );
  }
  return result;
}

/** Tells the editor what the sanitiser takes out of each body. */
const warnDroppedMarkup = (posts: Post[]) => {
  for (const post of posts) {
    const { dropped } = keptBodyTreeOf(post);
    if (dropped.length > 0) console.warn(`  ${droppedMessage(post.slug, dropped)}`);
  }
};

const warnNoApi = (reason: string) => {
  const lines = [
    'WARNING: the blog API could not be reached, so no blog pages were generated.',
    `  ${reason}`,
    '  /blog and every post open from the client-rendered shell, which loads posts in the',
    "  browser, as does the home page's teaser; rss.xml is not written and sitemap.xml lists",
    '  the static pages only.',
    '  Build again once the API answers to put the posts in the HTML.',
  ];
  console.warn(`\n${lines.join('\n')}\n`);
};

async function main() {
  const settings = loadBuildSettings(distDir);
  if (!settings)
    throw new Error(`${shown(buildRecordFile(distDir))} is missing: run webpack first`);
  const build = loadBuild(distDir);

  const api = await buildTimeApi(settings, process.env);
  let posts: Post[] | null = null;
  const fetchedAt = Date.now();
  let images: BuiltImagesResult | null = null;
  try {
    if ('unavailable' in api) throw new Error(api.unavailable);
    posts = await buildTimePosts(api, settings);
    warnDroppedMarkup(posts);
    images = await writeImages(posts, settings, api.url);
  } catch (error) {
    // An archive past what the site reads is a limit to fix, never a build without its posts.
    if (posts === null && !(error instanceof TooManyPagesError)) {
      warnNoApi(error instanceof Error ? error.message : String(error));
    } else throw error;
  } finally {
    if ('url' in api) await api.close?.();
  }
  const extras: PageExtras = { builtImagesList: images?.listHref ?? null };

  const homeData = posts && homePageData(posts, fetchedAt);
  const home: RenderData | null = homeData && {
    ...homeData,
    images: builtImagesOf(
      images?.built ?? {},
      (homeData.teaser ?? []).map((post) => post.thumbnail),
    ),
  };
  const started = Date.now();
  const pagesCacheDir = path.join(buildCacheDir, 'pages');
  const pages = renderedPages(pagesCacheDir, distDir, build, extras);
  await writeStaticPages(build, pages, home, extras);
  console.info(
    `Prerendered ${staticPaths.length + unlistedPaths.length + 1} pages into ${shown(distDir)} in ${Date.now() - started} ms`,
  );

  rmSync(path.join(distDir, 'rss.xml'), { force: true });
  rmSync(path.join(distDir, BUILT_VIEWS_PATH), { recursive: true, force: true });
  if (posts) {
    const blogStarted = Date.now();
    const written = await writeBlogPages(pages, posts, fetchedAt, images?.built ?? {});
    write(path.join(distDir, 'rss.xml'), feedXml(settings.SITE_URL, posts, new Date(fetchedAt)));
    console.info(
      `Generated /blog (${written.listPages} pages) and ${written.posts} posts from ` +
        `${'url' in api ? api.label : ''} in ${Date.now() - blogStarted} ms`,
    );
  }
  const { reused, rendered } = pages.finish();
  console.info(
    `Pages with posts: ${rendered} rendered, ${reused} unchanged since an earlier build ` +
      `(kept in ${shown(pagesCacheDir)})`,
  );
  write(
    path.join(distDir, 'sitemap.xml'),
    sitemapXml(settings.SITE_URL, sitemapEntries(distDir, posts ?? [])),
  );
  writeDeployFiles(distDir, {
    apiOrigin: apiOriginOf(settings.API_BASE_URL),
    formsOrigin: formsOriginOf(settings.FORMS_URL),
    imageOrigin: imageServiceOriginOf(settings.IMAGE_SERVICE_URL),
    cspReportsUrl: cspReportsUrl(settings.FORMS_URL),
    inlineStyleHashes: build.styles.hashes,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
