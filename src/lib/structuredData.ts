import { SITE_URL } from '@/config/env';
import { site } from '@/config/site';
import { absoluteUrl } from '@/lib/url';

export type JsonLd = Record<string, unknown> & { '@type': string };

const businessId = `${SITE_URL}/#business`;

export const localBusiness = (): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'LocalBusiness',
  '@id': businessId,
  name: site.name,
  url: `${SITE_URL}/`,
  logo: absoluteUrl('/favicon.svg'),
  image: absoluteUrl('/social-card.jpg'),
  telephone: site.phone.tel,
  email: site.email,
  ...(site.abn ? { taxID: site.abn.replace(/\s/g, '') } : {}),
  address: {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.suburb,
    addressRegion: site.address.state,
    postalCode: site.address.postcode,
    addressCountry: 'AU',
  },
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '17:00',
    },
  ],
  areaServed: { '@type': 'Country', name: 'Australia' },
});

export interface Crumb {
  name: string;
  path: string;
}

export const breadcrumbList = (crumbs: Crumb[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(crumb.path),
  })),
});

export const serviceSchema = (service: {
  name: string;
  description: string;
  path: string;
}): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name: service.name,
  description: service.description,
  url: absoluteUrl(service.path),
  serviceType: service.name,
  provider: { '@id': businessId },
  areaServed: { '@type': 'Country', name: 'Australia' },
});

export const faqPage = (faqs: readonly { question: string; answer: string }[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
});

export interface ArticleFacts {
  title: string;
  description: string;
  path: string;
  image: string | null;
  publishedAt: string | null;
  authorName: string | null;
  category: string;
}

export const blogPosting = (article: ArticleFacts): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: article.title,
  description: article.description,
  mainEntityOfPage: absoluteUrl(article.path),
  url: absoluteUrl(article.path),
  ...(article.image ? { image: absoluteUrl(article.image) } : {}),
  ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
  articleSection: article.category,
  author: article.authorName
    ? { '@type': 'Person', name: article.authorName }
    : { '@type': 'Organization', name: site.name },
  publisher: { '@id': businessId },
});
