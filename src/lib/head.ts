import { createContext } from 'react';
import type { JsonLd } from '@/lib/structuredData';

/** What a page says about itself in the document <head>. */
export interface HeadData {
  title: string;
  description: string;
  /** The page's path, for its canonical URL. */
  path: string;
  /** Link-preview image (absolute path or URL); the site's social card by default. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Page-specific structured data; the company's LocalBusiness is added to every page. */
  jsonLd?: JsonLd[];
}

/**
 * On the server a collector receives the page's head data while it renders, so the
 * prerendered HTML carries the right <title> and meta tags. In the browser there is no
 * collector and the head is updated after each render instead.
 */
export interface HeadCollector {
  collect(data: HeadData): void;
}

export const HeadContext = createContext<HeadCollector | null>(null);

const setMeta = (attribute: 'name' | 'property', key: string, content: string | null) => {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
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

/** Keeps the head of a client-side navigated page in step with the prerendered one. */
export const applyHeadToDocument = (data: HeadData, canonicalUrl: string, imageUrl: string) => {
  document.title = data.title;
  setMeta('name', 'description', data.description);
  setMeta('name', 'robots', data.noindex ? 'noindex' : null);
  setCanonical(canonicalUrl);
  setMeta('property', 'og:title', data.title);
  setMeta('property', 'og:description', data.description);
  setMeta('property', 'og:url', canonicalUrl);
  setMeta('property', 'og:type', data.type ?? 'website');
  setMeta('property', 'og:image', imageUrl);
  setMeta('name', 'twitter:title', data.title);
  setMeta('name', 'twitter:description', data.description);
  setMeta('name', 'twitter:image', imageUrl);
};
