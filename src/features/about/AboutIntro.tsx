import { Paragraphs } from '@/components/Paragraphs';
import { Section } from '@/components/Section';
import { introContent } from './aboutContent';
import styles from './AboutIntro.module.css';

export function AboutIntro() {
  return (
    <Section labelledBy="about-intro-heading">
      <div className={styles.layout}>
        <h2 id="about-intro-heading" className={styles.heading}>
          {introContent.heading}
        </h2>
        <Paragraphs items={introContent.paragraphs} className={styles.text} />
      </div>
    </Section>
  );
}
