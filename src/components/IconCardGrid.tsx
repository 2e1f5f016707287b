import type { ComponentType } from 'react';
import { Section } from '@/components/Section';
import styles from './IconCardGrid.module.css';

export interface IconCard {
  title: string;
  description: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
}

interface IconCardGridProps {
  /** Prefix of the heading's id, which names the section and the list. */
  id: string;
  heading: string;
  intro?: string;
  cards: readonly IconCard[];
  /** Three columns on wide screens (the default for lists divisible by three), else two. */
  columns?: 2 | 3;
  tone?: 'plain' | 'light';
}

/** A headed section of small cards, each an icon, a title and a sentence or two. */
export function IconCardGrid({
  id,
  heading,
  intro,
  cards,
  columns,
  tone = 'plain',
}: IconCardGridProps) {
  const headingId = `${id}-heading`;
  return (
    <Section labelledBy={headingId} tone={tone}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ul
        className={styles.grid}
        aria-labelledby={headingId}
        data-columns={columns ?? (cards.length % 3 === 0 ? 3 : 2)}
      >
        {cards.map(({ title, description, Icon }) => (
          <li key={title} className={styles.card}>
            <span className={styles.iconWrap}>
              <Icon aria-hidden="true" size={24} />
            </span>
            <div>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.description}>{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
