import type { ReactNode } from 'react';
import { Illustration } from '@/components/Illustration';
import { Section } from '@/components/Section';
import styles from './IllustratedIntro.module.css';

interface IllustratedIntroProps {
  /** The opening paragraphs; the first is set larger as the lead. */
  paragraphs: readonly string[];
  image: { src: string; alt: string };
  align?: 'start' | 'center';
  children?: ReactNode;
}

export function IllustratedIntro({
  paragraphs,
  image,
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
        <Illustration image={image} look="feature" className={styles.image} />
      </div>
    </Section>
  );
}
