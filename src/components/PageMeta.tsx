import { site } from '@/config/site';

interface PageMetaProps {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
}

/** Document title and meta description; React 19 hoists both into <head>. */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
