import type { ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  labelledBy?: string;
  id?: string;
  tone?: 'plain' | 'light' | 'dark';
  children: ReactNode;
}

export function Section({ labelledBy, id, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={styles.section} data-tone={tone}>
      <div className={styles.inner}>{children}</div>
    </section>
  );
}
