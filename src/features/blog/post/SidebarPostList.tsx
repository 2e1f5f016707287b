import { Link } from 'react-router-dom';
import type { PostLink } from '@contract/blog/blogTypes';
import { formatShortDate } from '@/lib/formatDate';
import { postHref } from '../postLinks';
import styles from './PostSidebar.module.css';

export function SidebarPostList({ posts, empty }: { posts: readonly PostLink[]; empty?: string }) {
  if (posts.length === 0) return empty ? <p className={styles.note}>{empty}</p> : null;
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.id}>
          <Link to={postHref(post)} className={styles.postLink}>
            {post.title}
          </Link>
          <span className={styles.date}>{formatShortDate(post.publishedAt)}</span>
        </li>
      ))}
    </ul>
  );
}
