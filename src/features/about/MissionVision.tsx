import { IconWell } from '@/components/IconWell';
import { Section } from '@/components/Section';
import { SectionIntro } from '@/components/SectionIntro';
import layout from '@/styles/layout.module.css';
import { missionContent } from './aboutContent';
import { aboutIcons } from './aboutIcons';
import styles from './MissionVision.module.css';

export function MissionVision() {
  const cards = [missionContent.mission, missionContent.vision];
  return (
    <Section labelledBy="about-mission-heading" tone="light">
      <SectionIntro headingId="about-mission-heading" content={missionContent} tone="light" />
      <div className={layout.halves}>
        {cards.map((card) => (
          <article key={card.title} className={styles.card} aria-labelledby={`about-${card.icon}`}>
            <IconWell
              icon={aboutIcons[card.icon]}
              size="xl"
              shape="round"
              tone="solid"
              className={styles.icon}
            />
            <h3 id={`about-${card.icon}`} className={styles.title}>
              {card.title}
            </h3>
            <p className={styles.description}>{card.description}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
