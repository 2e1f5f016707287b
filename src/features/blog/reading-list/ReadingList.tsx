import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { postContent as content } from '../blogContent';
import { postHref } from '../postLinks';
import { postBookmarkToggled, selectReadingList } from './readingListSlice';
import { SidebarSection } from '../post/SidebarSection';
import styles from '../post/PostSidebar.module.css';

export function ReadingList() {
  const entries = useAppSelector(selectReadingList);
  const dispatch = useAppDispatch();
  return (
    <SidebarSection title={content.readingList}>
      {entries.length === 0 ? (
        <p className={styles.note}>{content.readingListEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.slug} className={styles.savedItem}>
              <Link to={postHref(entry)} className={styles.postLink}>
                {entry.title}
              </Link>
              <button
                type="button"
                className={styles.remove}
                aria-label={content.removeFromList(entry.title)}
                onClick={() => dispatch(postBookmarkToggled(entry))}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
