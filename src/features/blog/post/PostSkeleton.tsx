import styles from './PostSkeleton.module.css';

export function PostSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true" data-testid="post-skeleton">
        <div className={styles.media} />
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={styles.line} data-short={index % 3 === 2 ? '' : undefined} />
        ))}
      </div>
    </div>
  );
}
