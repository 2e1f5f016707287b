import { OtherSectors } from './OtherSectors';
import { SectorApproach } from './SectorApproach';
import { SectorCallToAction } from './SectorCallToAction';
import { SectorIntro } from './SectorIntro';
import type { SectorContent } from './sectorTypes';

/** Everything below the page header of one sector. */
export function SectorDetail({ sector }: { sector: SectorContent }) {
  return (
    <>
      <SectorIntro sector={sector} />
      <SectorApproach sector={sector} />
      <SectorCallToAction closing={sector.closing} />
      <OtherSectors current={sector} />
    </>
  );
}
