import { Section } from '@/components/Section';
import { otherSectors, sectorDetailContent as labels, sectorsPageContent } from './sectorsContent';
import { SectorList } from './SectorList';
import type { SectorContent } from './sectorTypes';
import styles from './OtherSectors.module.css';

export function OtherSectors({ current }: { current: SectorContent }) {
  return (
    <Section labelledBy="other-sectors-heading">
      <h2 id="other-sectors-heading" className={styles.heading}>
        {labels.otherHeading}
      </h2>
      <SectorList
        sectors={otherSectors(current)}
        linkLabel={sectorsPageContent.cardLinkLabel}
        labelledBy="other-sectors-heading"
      />
    </Section>
  );
}
