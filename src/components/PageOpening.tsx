import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import type { JsonLd } from '@/lib/structuredData';

/** What a page says about itself: in the document head and in the band that opens it. */
export interface PageOpeningContent {
  title: string;
  metaDescription: string;
  lead?: string;
  eyebrow?: string;
}

interface PageOpeningProps {
  content: PageOpeningContent;
  noindex?: boolean;
  jsonLd?: JsonLd[];
}

/** A page's title and description for the document head, then its header band. */
export function PageOpening({ content, noindex, jsonLd }: PageOpeningProps) {
  return (
    <>
      <PageMeta
        title={content.title}
        description={content.metaDescription}
        noindex={noindex}
        jsonLd={jsonLd}
      />
      <PageHeader title={content.title} lead={content.lead} eyebrow={content.eyebrow} />
    </>
  );
}
