import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
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
      <img
        className={styles.image}
        src={image.src}
        alt={image.alt}
        width={480}
        height={320}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.summary}>{summary}</p>
        <Link to={to} className={styles.link}>
          <span>
            {linkLabel}
            <span className="visually-hidden"> about {title}</span>
          </span>
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </article>
  );
}
