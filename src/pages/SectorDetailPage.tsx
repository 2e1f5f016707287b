import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { SectorDetail } from '@/features/sectors/SectorDetail';
import {
  isKnownSector,
  resolveSector,
  sectorDetailContent,
  sectorsPageContent,
} from '@/features/sectors/sectorsContent';
import { breadcrumbList } from '@/lib/structuredData';

export function SectorDetailPage() {
  const { sectorId } = useParams();
  const sector = resolveSector(sectorId);
  const known = isKnownSector(sectorId);
  return (
    <>
      <PageMeta
        title={sector.title}
        description={sector.metaDescription}
        // Unknown ids show the default sector: keep those duplicate URLs out of search results.
        noindex={!known}
        jsonLd={
          known
            ? [
                breadcrumbList([
                  { name: 'Home', path: '/' },
                  { name: sectorsPageContent.title, path: '/sectors' },
                  { name: sector.title, path: `/sectors/${sector.id}` },
                ]),
              ]
            : undefined
        }
      />
      <PageHeader
        eyebrow={sectorDetailContent.eyebrow}
        title={sector.title}
        lead={sector.summary}
      />
      <SectorDetail sector={sector} />
    </>
  );
}
