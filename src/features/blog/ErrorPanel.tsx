import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/Button';
import styles from './ErrorPanel.module.css';

interface ErrorPanelProps {
  title: string;
  /** What went wrong, in plain words; the quiet form shows the title alone. */
  message?: string;
  onRetry: () => void;
  retryLabel?: string;
  /** A single quiet line, for places where the blog is not the main content. */
  quiet?: boolean;
}

/** Every failed load ends here: what happened, and a way to try again. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
  quiet = false,
}: ErrorPanelProps) {
  if (quiet) {
    return (
      <div className={styles.quiet} role="alert">
        <p className={styles.quietText}>{title}</p>
        <Button variant="link" size="sm" onClick={onRetry} icon={<RefreshCw size={16} />}>
          {retryLabel}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.panel} role="alert">
      <TriangleAlert className={styles.icon} size={32} aria-hidden="true" />
      <div>
        <p className={styles.title}>{title}</p>
        {message ? <p className={styles.message}>{message}</p> : null}
        <Button onClick={onRetry} icon={<RefreshCw size={18} />}>
          {retryLabel}
        </Button>
      </div>
    </div>
  );
}
