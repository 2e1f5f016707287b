import { CircleCheck } from 'lucide-react';
import { Section } from '@/components/Section';
import { TitledText } from '@/components/TitledText';
import { whyChooseUsContent as content } from './commitmentsContent';
import styles from './WhyChooseUs.module.css';

export function WhyChooseUs() {
  return (
    <Section labelledBy="about-why-heading" tone="light">
      <div className={styles.layout}>
        <div className={styles.lead}>
          <h2 id="about-why-heading" className={styles.heading}>
            {content.heading}
          </h2>
          <p className={styles.intro}>{content.intro}</p>
        </div>
        <ul className={styles.list} aria-labelledby="about-why-heading">
          {content.reasons.map((reason) => (
            <li key={reason.title} className={styles.item}>
              <CircleCheck aria-hidden="true" size={24} className={styles.icon} />
              <TitledText title={reason.title} description={reason.description} tight />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
