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
        <div className={styles.text}>
          {introContent.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}
