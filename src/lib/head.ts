import { createContext } from 'react';
import type { JsonLd } from '@/lib/structuredData';

export interface HeadData {
  title: string;
  description: string;
  path: string;
  /** Link-preview image (absolute path or URL); the site's social card by default. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Page-specific structured data; the company's LocalBusiness is added to every page. */
  jsonLd?: JsonLd[];
}

/** On the server a collector gets the head data, so prerendered HTML has the right tags. */
export interface HeadCollector {
  collect(data: HeadData): void;
}

export const HeadContext = createContext<HeadCollector | null>(null);

const setMeta = (name: string, content: string | null) => {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute('name', name);
    document.head.append(element);
  }
  element.setAttribute('content', content);
};

const setCanonical = (href: string) => {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
};

/** Keeps a browser and a rendering crawler reading the same head after client navigation. */
export const applyHeadToDocument = (data: HeadData, canonicalUrl: string) => {
  document.title = data.title;
  setMeta('description', data.description);
  setMeta('robots', data.noindex ? 'noindex' : null);
  setCanonical(canonicalUrl);
};
