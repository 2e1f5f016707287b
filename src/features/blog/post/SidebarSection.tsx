import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './PostSidebar.module.css';

export function SidebarSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
