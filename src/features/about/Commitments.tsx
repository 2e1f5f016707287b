import { Section } from '@/components/Section';
import { aboutIcons } from './aboutIcons';
import { commitmentsContent as content } from './commitmentsContent';
import styles from './Commitments.module.css';

export function Commitments() {
  return (
    <Section labelledBy="about-commitments-heading">
      <h2 id="about-commitments-heading" className={styles.heading}>
        {content.heading}
      </h2>
      <p className={styles.intro}>{content.intro}</p>
      <ul className={styles.grid} aria-labelledby="about-commitments-heading">
        {content.commitments.map((commitment) => {
          const Icon = aboutIcons[commitment.icon];
          return (
            <li key={commitment.title} className={styles.card}>
              <span className={styles.iconWrap}>
                <Icon aria-hidden="true" size={24} />
              </span>
              <div>
                <h3 className={styles.title}>{commitment.title}</h3>
                <p className={styles.description}>{commitment.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
