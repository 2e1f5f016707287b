import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '@/config/site';
import type { HeadData } from '@/lib/head';
import { applyHeadToDocument, HeadContext } from '@/lib/head';
import type { JsonLd } from '@/lib/structuredData';
import { absoluteUrl } from '@/lib/url';

interface PageMetaProps {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
  /** Keep the page out of search results (error pages). */
  noindex?: boolean;
  jsonLd?: JsonLd[];
}

export const DEFAULT_SOCIAL_IMAGE = '/social-card.jpg';

export const fullTitle = (title: string): string =>
  title === site.name ? title : `${title} | ${site.name}`;

export function PageMeta({ title, description, image, type, noindex, jsonLd }: PageMetaProps) {
  const { pathname } = useLocation();
  const collector = useContext(HeadContext);
  const data: HeadData = {
    title: fullTitle(title),
    description,
    path: pathname,
    image: image ?? DEFAULT_SOCIAL_IMAGE,
    type: type ?? 'website',
    noindex: noindex ?? false,
    jsonLd,
  };
  // Prerendering collects during render: there are no effects on the server.
  collector?.collect(data);

  const canonicalUrl = absoluteUrl(pathname);
  useEffect(() => {
    applyHeadToDocument(
      { title: data.title, description, path: pathname, noindex: data.noindex },
      canonicalUrl,
    );
  }, [data.title, description, pathname, data.noindex, canonicalUrl]);

  return null;
}
