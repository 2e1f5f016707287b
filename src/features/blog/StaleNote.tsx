import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { staleContent as content } from './blogContent';
import styles from './StaleNote.module.css';

interface StaleNoteProps {
  /** Content is on screen, but its latest refresh failed (`isStale`). */
  stale: boolean;
  /** A refresh is under way. */
  checking: boolean;
  onRetry: () => void;
  /** Where the note sits in its surface; applied only while it shows. */
  className?: string;
}

/**
 * A quiet word that what is shown may be out of date, with Retry. Always rendered, so its
 * polite live region exists before it speaks; it takes no space while the content is current.
 */
export function StaleNote({ stale, checking, onRetry, className }: StaleNoteProps) {
  const note = useRef<HTMLDivElement>(null);
  const [retried, setRetried] = useState(false);
  const refocus = useRef(false);

  // Retry goes away with the note: keep the keyboard here instead of at the page's start.
  useEffect(() => {
    if (stale || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) note.current?.focus({ preventScroll: true });
  }, [stale]);

  const retry = () => {
    setRetried(true);
    refocus.current = true;
    onRetry();
  };

  const message = stale
    ? checking
      ? content.checking
      : content.note
    : retried
      ? content.updated
      : '';

  return (
    <div
      ref={note}
      tabIndex={-1}
      className={stale ? [styles.note, className].filter(Boolean).join(' ') : undefined}
      data-stale={stale}
    >
      {stale ? <CloudOff className={styles.icon} size={20} aria-hidden="true" /> : null}
      <div className={stale ? styles.body : undefined}>
        <p role="status" className={stale ? styles.text : 'visually-hidden'}>
          {message}
        </p>
        {stale ? (
          <Button
            variant="link"
            size="sm"
            onClick={retry}
            icon={<RefreshCw size={16} />}
            className={styles.retry}
          >
            {content.retry}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
