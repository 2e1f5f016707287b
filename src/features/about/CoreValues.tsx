import { Section } from '@/components/Section';
import { aboutIcons } from './aboutIcons';
import { valuesContent } from './valuesContent';
import styles from './CoreValues.module.css';

export function CoreValues() {
  return (
    <Section labelledBy="about-values-heading">
      <h2 id="about-values-heading" className={styles.heading}>
        {valuesContent.heading}
      </h2>
      <p className={styles.intro}>{valuesContent.intro}</p>
      <ul className={styles.grid} aria-labelledby="about-values-heading">
        {valuesContent.values.map((value) => {
          const Icon = aboutIcons[value.icon];
          return (
            <li key={value.id} className={styles.card}>
              <div className={styles.banner} data-value={value.id}>
                <span className={styles.iconWrap}>
                  <Icon aria-hidden="true" size={28} />
                </span>
              </div>
              <div className={styles.body}>
                <h3 className={styles.title}>{value.title}</h3>
                <p className={styles.description}>{value.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
