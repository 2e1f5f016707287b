import { X } from 'lucide-react';
import { Button } from '@/components/Button';
import { blogListContent as content } from '../blogContent';
import styles from './NoResults.module.css';

interface NoResultsProps {
  /** Given when a search left nothing: the way back to the articles. */
  onClearSearch?: () => void;
}

/** What the list shows when nothing matches. */
export function NoResults({ onClearSearch }: NoResultsProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{content.emptyTitle}</p>
      <p className={styles.hint}>{content.emptyHint}</p>
      {onClearSearch ? (
        <Button onClick={onClearSearch} icon={<X size={18} />} className={styles.clear}>
          {content.clearSearch}
        </Button>
      ) : null}
    </div>
  );
}
