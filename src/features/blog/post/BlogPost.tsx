import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeApiError, isNotFound, isStale } from '../api/apiErrors';
import { useGetPostContextQuery, useGetPostQuery } from '../api/blogApi';
import { postContent as content } from '../blogContent';
import { ErrorPanel } from '../ErrorPanel';
import { postHref } from '../postLinks';
import { PostActions } from './PostActions';
import { PostBody } from './PostBody';
import { PostHero } from './PostHero';
import { PostNavigation } from './PostNavigation';
import { PostPageMeta } from './PostPageMeta';
import { PostSidebar } from './PostSidebar';
import { PostSkeleton } from './PostSkeleton';
import { PostThumbnail } from '../card/PostThumbnail';
import { StaleNote } from '../StaleNote';
import styles from './BlogPost.module.css';

/** One article; its context (from the list) gives previous/next, related, picks and categories. */
export function BlogPost({ slug }: { slug: string | undefined }) {
  const navigate = useNavigate();
  const postQuery = useGetPostQuery(slug ?? skipToken);
  const contextQuery = useGetPostContextQuery(slug ?? skipToken);
  const context = contextQuery.currentData ?? null;
  // Never show the previous article under the next one's address while it loads.
  const post = postQuery.currentData ?? null;

  // Only the post's own 404 removes an article on screen; a list without it cannot vouch.
  const notFound =
    slug === undefined ||
    isNotFound(postQuery.error) ||
    (post === null && context !== null && !context.listed && postQuery.isError);

  useEffect(() => {
    if (notFound) void navigate('/404', { replace: true });
  }, [navigate, notFound]);

  // Asked for by its id (the API answers /posts/22 too): the post moves to its own address.
  const ownHref = post && post.slug !== slug ? postHref(post) : null;
  useEffect(() => {
    if (ownHref) void navigate(ownHref, { replace: true });
  }, [navigate, ownHref]);

  const failed = postQuery.isError && !notFound && post === null;
  // One note for the page: the article and its sidebar are refreshed from the same host.
  const stale = !failed && !notFound && (isStale(postQuery) || isStale(contextQuery));
  const retry = () => {
    if (postQuery.error) void postQuery.refetch();
    if (contextQuery.error) void contextQuery.refetch();
  };

  return (
    <>
      <PostPageMeta post={post} />
      <PostHero post={post} fallbackTitle={failed ? content.errorTitle : content.loadingTitle} />
      <div className={styles.layout}>
        <article className={styles.article}>
          <StaleNote
            stale={stale}
            checking={postQuery.isFetching || contextQuery.isFetching}
            onRetry={retry}
            className={styles.staleNote}
          />
          {failed ? (
            <ErrorPanel
              title={content.errorTitle}
              message={describeApiError(postQuery.error)}
              onRetry={retry}
            />
          ) : post ? (
            <>
              <PostThumbnail
                src={post.photo ?? post.thumbnail}
                alt=""
                layout="article"
                priority
                className={styles.thumbnail}
              />
              <PostActions post={post} />
              <PostBody body={post.body} base={post.bodyBase} />
              <PostNavigation previous={context?.previous ?? null} next={context?.next ?? null} />
            </>
          ) : (
            <PostSkeleton label={content.loadingTitle} />
          )}
        </article>
        <PostSidebar
          post={post}
          context={context}
          contextFailed={contextQuery.isError && context === null}
          onRetryContext={() => void contextQuery.refetch()}
        />
      </div>
    </>
  );
}
