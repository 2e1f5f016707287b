import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import type { JsonLd } from '@/lib/structuredData';

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
