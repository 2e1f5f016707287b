import type { ListedPost, Post } from '@contract/blog/blogTypes';
import { collectAllPages, LARGEST_PAGE, MAX_FOLLOWED_PAGES } from '@contract/blog/collectAllPages';
import { parsePostResponse, parsePostsResponse } from '@contract/blog/postSchemas';
import { postsQueryString } from '@contract/blog/postsQueryParams';
import { answerUrl } from '@contract/images/resolveImageUrl';

/** The blog API as the server reads it: the browser's contract, validated by the same schemas. */
export interface PostsApi {
  /** Every post the API lists, whole where the list carries bodies. */
  allPosts(): Promise<ListedPost[]>;
  /** Every post the API matches to `words` (title, excerpt or body), in its order. */
  search(words: string): Promise<ListedPost[]>;
  post(slug: string): Promise<Post | null>;
}

/** A few seconds: a slow API must not hold a visitor's page for long. */
export const API_TIMEOUT_MS = 4_000;

export interface PostsApiOptions {
  baseUrl: () => string;
  publicBaseUrl: string;
  timeoutMs?: number;
  /**
   * Wait as a 429's Retry-After says and ask again (the build, which reads every post; nobody is
   * waiting for a page), told through `onThrottled`. The server never waits: a visitor is.
   */
  waitOutRateLimits?: { onThrottled: (seconds: number) => void };
}

/** A build waits out at most this many 429s of one request, each at most a minute. */
const RATE_LIMIT_WAITS = 10;
const MAX_RETRY_AFTER_SECONDS = 60;

/** Retry-After in seconds (its date form too), within 1 s to a minute. */
const retryAfterSeconds = (response: Response): number => {
  const value = response.headers.get('retry-after') ?? '';
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Number.isFinite(seconds) ? seconds : 5));
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: 'ok'; json: unknown } | { status: 'not-found' };

/** The API pages more than the site follows: a limit that must be seen, never a frozen list. */
export class TooManyPagesError extends Error {
  constructor(readonly pages: number) {
    super(
      `The API claims ${pages} pages of posts, more than the ${MAX_FOLLOWED_PAGES} the site reads (${MAX_FOLLOWED_PAGES * LARGEST_PAGE} posts at ${LARGEST_PAGE} a page)`,
    );
    this.name = 'TooManyPagesError';
  }
}

const isHtml = (response: Response) =>
  /^\s*text\/html\b/i.test(response.headers.get('content-type') ?? '');

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;

export function postsApiClient({
  baseUrl,
  publicBaseUrl,
  timeoutMs = API_TIMEOUT_MS,
  waitOutRateLimits,
}: PostsApiOptions): PostsApi {
  const fetchAnswer = async (url: string): Promise<Response> => {
    try {
      // Laravel answers errors as HTML pages unless asked for JSON, and a failed validation as a
      // redirect (302) to the page it came from: neither is the API's answer.
      return await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : error;
      throw new Error(`GET ${url} failed: ${String(reason)}`, { cause: error });
    }
  };

  const getJson = async (pathAndQuery: string): Promise<Answer> => {
    const url = `${baseUrl()}${pathAndQuery}`;
    let response = await fetchAnswer(url);
    for (let waits = 0; waits < RATE_LIMIT_WAITS && response.status === 429; waits += 1) {
      if (!waitOutRateLimits) break;
      await response.body?.cancel();
      const seconds = retryAfterSeconds(response);
      waitOutRateLimits.onThrottled(seconds);
      await delay(seconds * 1000);
      response = await fetchAnswer(url);
    }
    if (isRedirect(response)) {
      await response.body?.cancel();
      const location = response.headers.get('location') ?? '(no Location)';
      throw new Error(
        `GET ${url} answered ${response.status}, a redirect to ${location}: not followed`,
      );
    }
    if (isHtml(response)) {
      await response.body?.cancel();
      throw new Error(`GET ${url} answered HTML, not JSON (status ${response.status})`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 'not-found' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`GET ${url} answered ${response.status}`);
    }
    try {
      return { status: 'ok', json: (await response.json()) as unknown };
    } catch (error) {
      throw new Error(`GET ${url} did not answer JSON`, { cause: error });
    }
  };

  const postsPage = async (perPage: number, page: number, search: string) => {
    const answer = await getJson(`/posts?${postsQueryString({ perPage, search, page })}`);
    if (answer.status === 'not-found') throw new Error('The API has no /posts collection');
    const parsed = parsePostsResponse(answer.json, answerUrl(publicBaseUrl, '/posts'));
    if (!parsed.ok) throw new Error(`The API's posts are malformed: ${parsed.problem}`);
    return parsed.value;
  };

  const everyPage = async (search: string) => {
    const first = await postsPage(LARGEST_PAGE, 1, search);
    const all = await collectAllPages(first, async (page, perPage) => ({
      data: await postsPage(perPage, page, search),
    }));
    if ('tooManyPages' in all) throw new TooManyPagesError(all.tooManyPages);
    if ('error' in all) throw new Error('A page of posts failed');
    return all.data;
  };

  return {
    allPosts: () => everyPage(''),
    search: (words) => everyPage(words),

    async post(slug) {
      const path = `/posts/${encodeURIComponent(slug)}`;
      const answer = await getJson(path);
      if (answer.status === 'not-found') return null;
      const parsed = parsePostResponse(answer.json, answerUrl(publicBaseUrl, path));
      if (!parsed.ok) throw new Error(`The API's post "${slug}" is malformed: ${parsed.problem}`);
      return parsed.value;
    },
  };
}
