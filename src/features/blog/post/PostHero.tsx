import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { site } from '@/config/site';
import { categoryHref } from '@contract/blog/blogFilterQuery';
import { postContent as content } from '../blogContent';
import type { Post } from '@contract/blog/blogTypes';
import { formatLongDate } from '@/lib/formatDate';
import { PostDateline } from '../card/PostDateline';
import defaultAvatar from '../images/default-avatar.svg';
import { PostImage } from '../picture/PostImage';
import styles from './PostHero.module.css';

interface PostHeroProps {
  post: Post | null;
  /** Shown as the heading when there is no post to show. */
  fallbackTitle: string;
}

export function PostHero({ post, fallbackTitle }: PostHeroProps) {
  const authorName = post?.author?.name || site.name;
  const photo = post?.author?.photo ?? null;
  return (
    <header className={styles.hero} data-loading={post ? undefined : ''}>
      <div className={styles.inner}>
        <Link to="/blog" className={styles.back}>
          <ArrowLeft size={18} aria-hidden="true" />
          {content.backToBlog}
        </Link>
        {post ? (
          <Link to={categoryHref(post.category.name)} className={styles.category}>
            {post.category.name}
          </Link>
        ) : null}
        <h1 className={styles.title} tabIndex={-1} data-page-heading="">
          {post ? post.title : fallbackTitle}
        </h1>
        {post ? (
          <div className={styles.meta}>
            <PostImage
              className={styles.avatar}
              src={photo}
              alt=""
              layout="avatar"
              fallback={defaultAvatar}
            />
            <p className={styles.byline}>
              <span className="visually-hidden">{content.byline} </span>
              <span className={styles.author}>{authorName}</span>
              <span className={styles.details}>
                <PostDateline post={post} formatDate={formatLongDate} />
              </span>
            </p>
          </div>
        ) : null}
      </div>
    </header>
  );
}
