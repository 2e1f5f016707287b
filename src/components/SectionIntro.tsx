import { Badge } from '@/components/Badge';
import styles from './SectionIntro.module.css';

interface SectionIntroProps {
  headingId: string;
  content: { badge?: string; heading: string; intro?: string };
  /** The band behind it: light text on a dark one. */
  tone?: 'plain' | 'light' | 'dark';
}

export function SectionIntro({ headingId, content, tone = 'plain' }: SectionIntroProps) {
  const { badge, heading, intro } = content;
  return (
    <div className={styles.header} data-tone={tone}>
      {badge ? <Badge tone={tone === 'dark' ? 'dark' : 'light'}>{badge}</Badge> : null}
      <h2 id={headingId} className={badge ? styles.headingUnderBadge : styles.heading}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
