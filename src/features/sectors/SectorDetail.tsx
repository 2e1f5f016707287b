import type { ReactNode } from 'react';
import { EntryPageClosing } from '@/components/EntryPageClosing';
import { IllustratedIntro } from '@/components/IllustratedIntro';
import { quotePath } from '@/lib/quoteLink';
import { SectorApproach } from './SectorApproach';
import { sectorCatalogue, sectorsPageContent } from './sectorsContent';
import type { SectorContent } from './sectorTypes';

interface SectorDetailProps {
  sector: SectorContent;
  /** The company's work and clients' words in this sector. */
  proof?: ReactNode;
}

export function SectorDetail({ sector, proof }: SectorDetailProps) {
  return (
    <>
      <IllustratedIntro paragraphs={sector.description} pictured={sector} align="center" />
      <SectorApproach sector={sector} />
      {proof}
      <EntryPageClosing
        page={sectorsPageContent}
        catalogue={sectorCatalogue}
        entry={sector}
        // Every sector's work is mostly commercial cleaning; the visitor can choose another.
        quoteTo={quotePath('commercial')}
      />
    </>
  );
}
