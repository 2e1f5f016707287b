import styles from './PostGridSkeleton.module.css';

interface PostGridSkeletonProps {
  count: number;
  label: string;
}

/** Placeholder cards in the shape of the real ones, so nothing jumps when posts arrive. */
export function PostGridSkeleton({ count, label }: PostGridSkeletonProps) {
  return (
    <div className={styles.wrapper}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div className={styles.grid} aria-hidden="true" data-testid="post-skeleton">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.card}>
            <div className={styles.media} />
            <div className={styles.body}>
              <div className={styles.line} data-size="tag" />
              <div className={styles.line} data-size="title" />
              <div className={styles.line} />
              <div className={styles.line} data-size="short" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
