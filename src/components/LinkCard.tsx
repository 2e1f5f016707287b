import { StretchedLink } from '@/components/StretchedLink';
import { Illustration } from '@/components/Illustration';
import styles from './LinkCard.module.css';

interface LinkCardProps {
  title: string;
  summary: string;
  image: { src: string; alt: string };
  to: string;
  linkLabel: string;
}

/** A card leading to a page: the link text names its subject for assistive technology. */
export function LinkCard({ title, summary, image, to, linkLabel }: LinkCardProps) {
  return (
    <article className={styles.card}>
      <Illustration image={image} look="card" lazy />
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.summary}>{summary}</p>
        <StretchedLink to={to} label={linkLabel} subject={title} />
      </div>
    </article>
  );
}
