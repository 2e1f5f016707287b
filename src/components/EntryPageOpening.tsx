import { PageOpening } from '@/components/PageOpening';
import type { CatalogueEntry } from '@/lib/catalogueLookup';
import type { JsonLd } from '@/lib/structuredData';
import { breadcrumbList } from '@/lib/structuredData';

interface EntryPageOpeningProps {
  entry: CatalogueEntry;
  path: string;
  /** The page that lists the entry: named above the title and in the breadcrumb trail. */
  listing: { title: string; path: string };
  /** False when an unknown id is showing the default entry. */
  known: boolean;
  schema?: JsonLd;
}

export function EntryPageOpening({ entry, path, listing, known, schema }: EntryPageOpeningProps) {
  const breadcrumb = breadcrumbList([
    { name: 'Home', path: '/' },
    { name: listing.title, path: listing.path },
    { name: entry.title, path },
  ]);
  const content = {
    title: entry.title,
    metaDescription: entry.metaDescription,
    lead: entry.summary,
    eyebrow: listing.title,
  };
  return (
    <PageOpening
      content={content}
      // Unknown ids show the default entry: keep those duplicate URLs out of search results.
      noindex={!known}
      jsonLd={known ? [...(schema ? [schema] : []), breadcrumb] : undefined}
    />
  );
}
