// What a browser downloads for each view of the blog at this many posts, in both deployments:
// the requests the app makes for it once the page has hydrated (decision 025), compressed as
// served.
import { BUILT_VIEWS_PATH, builtContextPath, builtViewPath } from '@contract/blog/builtViews';
import { LARGEST_PAGE } from '@contract/blog/collectAllPages';
import type { BlogFilter } from '@contract/blog/blogFilterQuery';
import { serialiseFilterQuery } from '@contract/blog/blogFilterQuery';
import { BLOG_VIEW_PATH, POST_CONTEXT_PATH } from '@contract/siteServer';
import { get } from '../benchRender/httpClient';

interface Cost {
  requests: number;
  bytes: number;
}

const wire = async (url: string): Promise<Cost> => {
  const { origin, pathname, search } = new URL(url);
  const answer = await get(origin, `${pathname}${search}`);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return { requests: 1, bytes: answer.bytes };
};

const sum = (costs: Cost[]): Cost => ({
  requests: costs.reduce((total, cost) => total + cost.requests, 0),
  bytes: costs.reduce((total, cost) => total + cost.bytes, 0),
});

const json = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

/** Every page of an API list as the browser collects it, at the largest page. */
async function apiList(apiBaseUrl: string, search: string): Promise<Cost> {
  const query = `per_page=${LARGEST_PAGE}&search=${encodeURIComponent(search)}`;
  const { meta } = await json<{ meta: { last_page: number } }>(`${apiBaseUrl}/posts?${query}`);
  const pages = Array.from({ length: meta.last_page }, (_, index) => index + 1);
  return sum(
    await Promise.all(
      pages.map((page) => wire(`${apiBaseUrl}/posts?${query}${page === 1 ? '' : `&page=${page}`}`)),
    ),
  );
}

/** What the measured search types: the longest word of the newest post's title. */
export const searchWordOf = (title: string): string =>
  title.split(/\W+/).sort((a, b) => b.length - a.length)[0] ?? '';

export interface ViewCost {
  name: string;
  node: Cost;
  /** While the blog is as built: the build's file and the API's check (a search: its matches). */
  staticAsBuilt: Cost;
}

export async function listRefreshSizes(
  apiBaseUrl: string,
  nodeOrigin: string,
  staticOrigin: string,
) {
  const first = await json<{
    data: { slug: string; title: string; category: { name: string } }[];
    meta: { total: number };
  }>(`${apiBaseUrl}/posts?per_page=6&search=`);
  const newest = first.data[0];
  if (!newest) throw new Error('The API has no posts to measure.');
  const lastPage = Math.max(1, Math.ceil(first.meta.total / 6));
  const word = searchWordOf(newest.title);
  const check = () => wire(`${apiBaseUrl}/posts?per_page=6&search=`);

  const filters: [string, BlogFilter][] = [
    ['/blog', { search: '', category: null, page: 1 }],
    [
      `/blog?page=${Math.min(37, lastPage)}`,
      { search: '', category: null, page: Math.min(37, lastPage) },
    ],
    [
      `a category (${newest.category.name})`,
      { search: '', category: newest.category.name, page: 1 },
    ],
    [`a search ("${word}")`, { search: word, category: null, page: 1 }],
  ];
  const views: ViewCost[] = [];
  for (const [name, filter] of filters) {
    const node = await wire(`${nodeOrigin}${BLOG_VIEW_PATH}${serialiseFilterQuery('', filter)}`);
    const built = builtViewPath(filter);
    const staticAsBuilt =
      built === null
        ? sum([
            await wire(`${staticOrigin}${BUILT_VIEWS_PATH}/all/1.json`),
            await apiList(apiBaseUrl, filter.search),
          ])
        : sum([await wire(`${staticOrigin}${built}`), await check()]);
    views.push({ name, node, staticAsBuilt });
  }
  views.push({
    name: "a post's neighbours",
    node: await wire(`${nodeOrigin}${POST_CONTEXT_PATH}/${newest.slug}`),
    staticAsBuilt: sum([
      await wire(`${staticOrigin}${builtContextPath(newest.slug) ?? ''}`),
      await check(),
    ]),
  });
  return {
    views,
    /** From a static host once a post was published after the build: the API's whole list. */
    staticAfterPublish: sum([await check(), await apiList(apiBaseUrl, '')]),
  };
}

export type ListRefreshSizes = Awaited<ReturnType<typeof listRefreshSizes>>;
