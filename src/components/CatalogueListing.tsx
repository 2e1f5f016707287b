import type { LinkCardSectionContent } from '@/components/LinkCardSection';
import { LinkCardSection } from '@/components/LinkCardSection';
import type { PageOpeningContent } from '@/components/PageOpening';
import { PageOpening } from '@/components/PageOpening';
import type { QuoteBandContent } from '@/components/QuoteBand';
import { QuoteBand } from '@/components/QuoteBand';
import type { Catalogue, CatalogueEntry } from '@/lib/catalogueLookup';

export interface CatalogueListingContent extends PageOpeningContent {
  path: string;
  overview: LinkCardSectionContent;
  closing: string;
  /** The quote band at the foot of the listing and of every entry's page. */
  quote: QuoteBandContent;
  others: LinkCardSectionContent;
}

interface CatalogueListingProps<Id extends string, Entry extends CatalogueEntry<Id>> {
  page: CatalogueListingContent;
  catalogue: Catalogue<Id, Entry>;
}

export function CatalogueListing<Id extends string, Entry extends CatalogueEntry<Id>>({
  page,
  catalogue,
}: CatalogueListingProps<Id, Entry>) {
  return (
    <>
      <PageOpening content={page} />
      <LinkCardSection content={page.overview} catalogue={catalogue} />
      <QuoteBand content={page.quote} text={page.closing} />
    </>
  );
}
