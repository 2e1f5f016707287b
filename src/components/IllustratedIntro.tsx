import type { ReactNode } from 'react';
import type { Pictured } from '@contract/images/images';
import { EntryPicture } from '@/components/EntryPicture';
import { Section } from '@/components/Section';
import styles from './IllustratedIntro.module.css';

interface IllustratedIntroProps {
  /** The opening paragraphs; the first is set larger as the lead. */
  paragraphs: readonly string[];
  /** The entry whose photograph or illustration stands beside the text. */
  pictured: Pictured;
  align?: 'start' | 'center';
  children?: ReactNode;
}

export function IllustratedIntro({
  paragraphs,
  pictured,
  align = 'start',
  children,
}: IllustratedIntroProps) {
  return (
    <Section>
      <div className={styles.layout} data-align={align}>
        <div>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {children}
        </div>
        <EntryPicture entry={pictured} look="feature" priority className={styles.image} />
      </div>
    </Section>
  );
}
