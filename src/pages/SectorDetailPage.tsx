import { useParams } from 'react-router-dom';
import { EntryPageOpening } from '@/components/EntryPageOpening';
import { EntryProof } from '@/features/proof/EntryProof';
import { SectorDetail } from '@/features/sectors/SectorDetail';
import { sectorCatalogue, sectorsPageContent } from '@/features/sectors/sectorsContent';

export function SectorDetailPage() {
  const { sectorId } = useParams();
  const sector = sectorCatalogue.resolve(sectorId);
  return (
    <>
      <EntryPageOpening
        entry={sector}
        path={sectorCatalogue.pathOf(sector.id)}
        listing={sectorsPageContent}
        known={sectorCatalogue.isKnown(sectorId)}
      />
      <SectorDetail sector={sector} proof={<EntryProof sector={sector.id} />} />
    </>
  );
}
