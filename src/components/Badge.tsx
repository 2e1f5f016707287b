import type { ReactNode } from 'react';
import styles from './Badge.module.css';

interface BadgeProps {
  children: ReactNode;
  /** The band behind it: gold on a dark one. */
  tone?: 'light' | 'dark';
}

export function Badge({ children, tone = 'light' }: BadgeProps) {
  return (
    <p className={styles.badge} data-tone={tone}>
      {children}
    </p>
  );
}
