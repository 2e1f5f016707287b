import type { AppDispatch } from '@/app/store';
import { blogApi, TEASER_ARGS } from './blogApi';
import type { Post, PostContext, PostSummary } from '@contract/blog/blogTypes';
import type { BlogFilter } from '@contract/blog/blogFilterQuery';
import type { BlogView } from '@contract/blog/blogView';

/** The API data a page is rendered with and hands over: what it shows, and no more. */
export interface BlogPageData {
  /** /blog for one address (search, category, page): the page of the list it shows. */
  list?: { filter: BlogFilter; view: BlogView };
  /** The home page: its teaser's newest posts. */
  teaser?: PostSummary[];
  /** A post's page: `GET /posts/{slug}` under the slug of the URL, and its context. */
  post?: { slug: string; post: Post; context: PostContext };
}

/** Puts a page's data into the RTK Query cache, exactly where its screens look for it. */
export async function preloadBlogData(dispatch: AppDispatch, data: BlogPageData): Promise<void> {
  if (data.list) {
    await dispatch(blogApi.util.upsertQueryData('getBlogView', data.list.filter, data.list.view));
  }
  if (data.teaser) {
    await dispatch(blogApi.util.upsertQueryData('getPosts', TEASER_ARGS, data.teaser));
  }
  if (data.post) {
    const { slug, post, context } = data.post;
    await dispatch(blogApi.util.upsertQueryData('getPost', slug, post));
    await dispatch(blogApi.util.upsertQueryData('getPostContext', slug, context));
  }
}
