import { Section } from '@/components/Section';
import { missionContent } from './aboutContent';
import { aboutIcons } from './aboutIcons';
import styles from './MissionVision.module.css';

export function MissionVision() {
  const cards = [missionContent.mission, missionContent.vision];
  return (
    <Section labelledBy="about-mission-heading" tone="light">
      <h2 id="about-mission-heading" className={styles.heading}>
        {missionContent.heading}
      </h2>
      <div className={styles.grid}>
        {cards.map((card) => {
          const Icon = aboutIcons[card.icon];
          return (
            <article
              key={card.title}
              className={styles.card}
              aria-labelledby={`about-${card.icon}`}
            >
              <span className={styles.iconWrap}>
                <Icon aria-hidden="true" size={28} />
              </span>
              <h3 id={`about-${card.icon}`} className={styles.title}>
                {card.title}
              </h3>
              <p className={styles.description}>{card.description}</p>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
