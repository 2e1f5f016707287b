import type { ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  /** Accessible name of the section: the id of its heading. */
  labelledBy?: string;
  id?: string;
  tone?: 'plain' | 'light' | 'dark';
  children: ReactNode;
}

/** A full-width band with the site's content width and vertical rhythm. */
export function Section({ labelledBy, id, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={styles.section} data-tone={tone}>
      <div className={styles.inner}>{children}</div>
    </section>
  );
}
