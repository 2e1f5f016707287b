import type { AppDispatch } from '@/app/store';
import { allPostsArgs, blogApi, TEASER_ARGS } from './blogApi';
import type { Post, PostContext, PostSummary } from './blogTypes';

/** The API data a page is rendered with and hands over: what it shows, and no more. */
export interface BlogPageData {
  /** /blog and its pages: every post as lists show it. */
  posts?: PostSummary[];
  /** The home page: its teaser's newest posts. */
  teaser?: PostSummary[];
  /** A post's page: `GET /posts/{slug}` under the slug of the URL, and its context. */
  post?: { slug: string; post: Post; context: PostContext };
}

/** Puts a page's data into the RTK Query cache, exactly where its screens look for it. */
export async function preloadBlogData(dispatch: AppDispatch, data: BlogPageData): Promise<void> {
  if (data.posts) {
    await dispatch(blogApi.util.upsertQueryData('getPosts', allPostsArgs(), data.posts));
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
