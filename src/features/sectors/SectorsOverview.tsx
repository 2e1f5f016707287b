import { Section } from '@/components/Section';
import { sectors, sectorsPageContent as content } from './sectorsContent';
import { SectorList } from './SectorList';
import styles from './SectorsOverview.module.css';

export function SectorsOverview() {
  return (
    <Section labelledBy="sectors-overview-heading">
      <div className={styles.intro}>
        <h2 id="sectors-overview-heading">{content.introHeading}</h2>
        <p>{content.intro}</p>
      </div>
      <SectorList
        sectors={sectors}
        linkLabel={content.cardLinkLabel}
        labelledBy="sectors-overview-heading"
      />
    </Section>
  );
}
