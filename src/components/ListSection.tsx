import type { ReactNode } from 'react';
import { Section } from '@/components/Section';
import { SectionIntro } from '@/components/SectionIntro';
import styles from './ListSection.module.css';

interface ListSectionProps {
  headingId: string;
  content: { heading: string; intro?: string };
  tone?: 'plain' | 'light';
  /** The list's layout, such as a grid from @/styles/layout.module.css. */
  listClassName: string;
  children: ReactNode;
}

export function ListSection({
  headingId,
  content,
  tone,
  listClassName,
  children,
}: ListSectionProps) {
  return (
    <Section labelledBy={headingId} tone={tone}>
      <SectionIntro headingId={headingId} content={content} tone={tone} />
      <ul className={`${listClassName} ${styles.list}`} aria-labelledby={headingId}>
        {children}
      </ul>
    </Section>
  );
}
