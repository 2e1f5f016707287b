import { CatalogueListing } from '@/components/CatalogueListing';
import { sectorCatalogue, sectorsPageContent } from '@/features/sectors/sectorsContent';

export function SectorsPage() {
  return <CatalogueListing page={sectorsPageContent} catalogue={sectorCatalogue} />;
}
