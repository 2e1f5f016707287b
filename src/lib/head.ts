import { createContext } from 'react';

/** What a page says about itself in the document <head>. */
export interface HeadData {
  title: string;
  description: string;
  noindex?: boolean;
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

export const applyHeadToDocument = (data: HeadData): void => {
  document.title = data.title;
  setMeta('description', data.description);
  setMeta('robots', data.noindex ? 'noindex' : null);
};
