import { useContext, useEffect } from 'react';
import { site } from '@/config/site';
import type { HeadData } from '@/lib/head';
import { applyHeadToDocument, HeadContext } from '@/lib/head';

interface PageMetaProps {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  /** Keep the page out of search results (error pages). */
  noindex?: boolean;
}

export const fullTitle = (title: string): string =>
  title === site.name ? title : `${title} | ${site.name}`;

/** Sets the document title and meta description of the page that renders it. */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const collector = useContext(HeadContext);
  const data: HeadData = { title: fullTitle(title), description, noindex };
  // Prerendering collects during render: there are no effects on the server.
  collector?.collect(data);

  useEffect(() => {
    applyHeadToDocument({ title: data.title, description, noindex });
  }, [data.title, description, noindex]);

  return null;
}
