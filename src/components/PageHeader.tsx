import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
}

/** The dark band that opens every inner page; it holds the page's only <h1>. */
export function PageHeader({ title, lead, eyebrow }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title} tabIndex={-1} data-page-heading="">
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
    </header>
  );
}
