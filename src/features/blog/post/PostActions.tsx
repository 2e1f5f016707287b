import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { postContent as content } from '../blogContent';
import type { Post } from '@contract/blog/blogTypes';
import { postHref } from '../postLinks';
import { postBookmarkToggled, selectIsBookmarked } from '../reading-list/readingListSlice';
import styles from './PostActions.module.css';

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

export function PostActions({ post }: { post: Post }) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectIsBookmarked(state, post.slug));
  const BookmarkIcon = saved ? BookmarkCheck : Bookmark;
  const [announcement, setAnnouncement] = useState<{ text: string; failed: boolean } | null>(null);

  const share = async () => {
    // The article's own address, without whatever query or fragment led here.
    const url = new URL(postHref(post), window.location.origin).href;
    setAnnouncement(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: post.title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing more to do.
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setAnnouncement({ text: content.linkCopied, failed: false });
    } catch {
      setAnnouncement({ text: content.copyFailed, failed: true });
    }
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        aria-pressed={saved}
        onClick={() => dispatch(postBookmarkToggled({ slug: post.slug, title: post.title }))}
        className={styles.action}
      >
        <BookmarkIcon size={18} aria-hidden="true" />
        {saved ? content.bookmarked : content.bookmark}
      </button>
      <button type="button" className={styles.action} onClick={() => void share()}>
        <Share2 size={18} aria-hidden="true" />
        {content.share}
      </button>
      <p
        className={styles.status}
        role="status"
        data-failed={announcement?.failed ? '' : undefined}
      >
        {announcement?.text}
      </p>
    </div>
  );
}
