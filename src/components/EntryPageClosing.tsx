import type { CatalogueListingContent } from '@/components/CatalogueListing';
import { LinkCardSection } from '@/components/LinkCardSection';
import { QuoteBand } from '@/components/QuoteBand';
import type { Catalogue, CatalogueEntry } from '@/lib/catalogueLookup';

interface EntryPageClosingProps<Id extends string, Entry extends CatalogueEntry<Id>> {
  /** The listing the entry belongs to, which words the quote band and the cards. */
  page: CatalogueListingContent;
  catalogue: Catalogue<Id, Entry>;
  entry: Entry;
  /** Where its quote button leads (see QuoteBand). */
  quoteTo: string;
}

export function EntryPageClosing<Id extends string, Entry extends CatalogueEntry<Id>>({
  page,
  catalogue,
  entry,
  quoteTo,
}: EntryPageClosingProps<Id, Entry>) {
  return (
    <>
      <QuoteBand content={page.quote} text={entry.closing} quoteTo={quoteTo} />
      <LinkCardSection content={page.others} catalogue={catalogue} except={entry} />
    </>
  );
}
