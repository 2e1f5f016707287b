// What a browser downloads to keep the blog's list current at this many posts.
import { get } from '../bench-render/httpClient';

const wire = async (url: string) => {
  const { origin, pathname, search } = new URL(url);
  return get(origin, `${pathname}${search}`);
};

/** The API's whole list as the browser collects it: the first page, then every other page. */
async function wholeApiList(apiBaseUrl: string) {
  const meta = (
    (await (await fetch(`${apiBaseUrl}/posts?search=`)).json()) as {
      meta: { last_page: number; per_page: number };
    }
  ).meta;
  let bytes = (await wire(`${apiBaseUrl}/posts?search=`)).bytes;
  for (let page = 2; page <= meta.last_page; page += 1) {
    bytes += (await wire(`${apiBaseUrl}/posts?per_page=${meta.per_page}&search=&page=${page}`))
      .bytes;
  }
  return { bytes, requests: meta.last_page };
}

export async function listRefreshSizes(apiBaseUrl: string, nodeOrigin: string) {
  const summaries = await wire(`${nodeOrigin}/_blog/summaries`);
  const summariesRaw = (await (await fetch(`${nodeOrigin}/_blog/summaries`)).arrayBuffer())
    .byteLength;
  const check = await wire(`${apiBaseUrl}/posts?per_page=6&search=`);
  const whole = await wholeApiList(apiBaseUrl);
  return {
    siteServerSummariesBytes: summaries.bytes,
    siteServerSummariesRawBytes: summariesRaw,
    staticCheckBytes: check.bytes,
    staticWholeListBytes: whole.bytes,
    staticWholeListRequests: whole.requests,
  };
}

export type ListRefreshSizes = Awaited<ReturnType<typeof listRefreshSizes>>;
