import { StretchedLink } from '@/components/StretchedLink';
import type { Pictured } from '@contract/images/images';
import { EntryPicture } from '@/components/EntryPicture';
import styles from './LinkCard.module.css';

interface LinkCardProps {
  title: string;
  summary: string;
  pictured: Pictured;
  to: string;
  linkLabel: string;
}

/** A card leading to a page: the link text names its subject for assistive technology. */
export function LinkCard({ title, summary, pictured, to, linkLabel }: LinkCardProps) {
  return (
    <article className={styles.card}>
      <EntryPicture entry={pictured} look="card" lazy />
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.summary}>{summary}</p>
        <StretchedLink to={to} label={linkLabel} subject={title} />
      </div>
    </article>
  );
}
