import type { JsonLd } from './structuredData';
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  localBusiness,
  serviceSchema,
} from './structuredData';

/**
 * The properties schema.org defines for each type we publish, and the ones Google's rich
 * results require of them. A typo in a property name, or a missing required one, fails.
 */
const schemaOrg: Record<string, { allowed: string[]; required: string[] }> = {
  LocalBusiness: {
    allowed: [
      '@context',
      '@type',
      '@id',
      'name',
      'url',
      'logo',
      'image',
      'telephone',
      'email',
      'address',
      'openingHoursSpecification',
      'areaServed',
    ],
    required: ['name', 'address'],
  },
  PostalAddress: {
    allowed: [
      '@type',
      'streetAddress',
      'addressLocality',
      'addressRegion',
      'postalCode',
      'addressCountry',
    ],
    required: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  },
  OpeningHoursSpecification: {
    allowed: ['@type', 'dayOfWeek', 'opens', 'closes'],
    required: ['dayOfWeek', 'opens', 'closes'],
  },
  Country: { allowed: ['@type', 'name'], required: ['name'] },
  Service: {
    allowed: [
      '@context',
      '@type',
      'name',
      'description',
      'url',
      'serviceType',
      'provider',
      'areaServed',
    ],
    required: ['name', 'provider'],
  },
  FAQPage: { allowed: ['@context', '@type', 'mainEntity'], required: ['mainEntity'] },
  Question: { allowed: ['@type', 'name', 'acceptedAnswer'], required: ['name', 'acceptedAnswer'] },
  Answer: { allowed: ['@type', 'text'], required: ['text'] },
  BreadcrumbList: {
    allowed: ['@context', '@type', 'itemListElement'],
    required: ['itemListElement'],
  },
  ListItem: { allowed: ['@type', 'position', 'name', 'item'], required: ['position', 'name'] },
  BlogPosting: {
    allowed: [
      '@context',
      '@type',
      'headline',
      'description',
      'mainEntityOfPage',
      'url',
      'image',
      'datePublished',
      'articleSection',
      'author',
      'publisher',
    ],
    required: ['headline', 'author'],
  },
  Person: { allowed: ['@type', 'name'], required: ['name'] },
  Organization: { allowed: ['@type', 'name'], required: ['name'] },
};

/** Walks a JSON-LD tree and lists every departure from the vocabulary above. */
const problems = (node: unknown, path = '$'): string[] => {
  if (Array.isArray(node))
    return node.flatMap((item, index) => problems(item, `${path}[${index}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  const found: string[] = [];
  if (typeof type === 'string') {
    const rules = schemaOrg[type];
    if (!rules) return [`${path}: unknown type ${type}`];
    for (const key of Object.keys(record)) {
      if (!rules.allowed.includes(key)) found.push(`${path}: ${type} has no property ${key}`);
    }
    for (const key of rules.required) {
      if (record[key] === undefined || record[key] === '')
        found.push(`${path}: ${type} needs ${key}`);
    }
  } else if (!('@id' in record)) {
    found.push(`${path}: object without @type`);
  }
  return [
    ...found,
    ...Object.entries(record).flatMap(([key, value]) => problems(value, `${path}.${key}`)),
  ];
};

const isAbsolute = (url: unknown) =>
  typeof url === 'string' && /^https:\/\/www\.harbourline\.example\//.test(url);

describe('structured data', () => {
  const all: [string, JsonLd][] = [
    ['LocalBusiness', localBusiness()],
    [
      'Service',
      serviceSchema({
        name: 'Waste Management',
        description: 'Site waste plans.',
        path: '/services/waste',
      }),
    ],
    ['FAQPage', faqPage([{ question: 'Do you work weekends?', answer: 'Yes, by arrangement.' }])],
    [
      'BreadcrumbList',
      breadcrumbList([
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
      ]),
    ],
    [
      'BlogPosting',
      blogPosting({
        title: 'Grease traps',
        description: 'Why they matter.',
        path: '/blog/grease-traps',
        image: '/images/posts/grease.svg',
        publishedAt: '2026-03-05T00:00:00.000Z',
        authorName: null,
        category: 'Facility Maintenance',
      }),
    ],
  ];

  it.each(all)('%s uses only schema.org properties and has the required ones', (type, item) => {
    expect(item['@context']).toBe('https://schema.org');
    expect(item['@type']).toBe(type);
    expect(problems(item)).toEqual([]);
  });

  it('describes the company with its address, phone, hours and Australia as its area', () => {
    const business = localBusiness();
    expect(business).toMatchObject({
      name: 'Harbourline Facility Services',
      telephone: '+61255501234',
      address: {
        addressLocality: 'Silverwater',
        addressRegion: 'NSW',
        postalCode: '2128',
        addressCountry: 'AU',
      },
      areaServed: { '@type': 'Country', name: 'Australia' },
      openingHoursSpecification: [{ opens: '09:00', closes: '17:00' }],
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const list = breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Sectors', path: '/sectors' },
      { name: 'Healthcare', path: '/sectors/healthcare' },
    ]);
    const items = list.itemListElement as { position: number; item: string }[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items.every((item) => isAbsolute(item.item))).toBe(true);
  });

  it('credits a post without an author to the company, with absolute image and page URLs', () => {
    const post = blogPosting({
      title: 'Grease traps',
      description: 'Why they matter.',
      path: '/blog/grease-traps',
      image: '/images/posts/grease.svg',
      publishedAt: null,
      authorName: null,
      category: 'Facility Maintenance',
    });
    expect(post.author).toEqual({ '@type': 'Organization', name: 'Harbourline Facility Services' });
    expect(isAbsolute(post.image)).toBe(true);
    expect(isAbsolute(post.url)).toBe(true);
    expect(post).not.toHaveProperty('datePublished');
  });

  it('flags a misspelt property', () => {
    expect(
      problems({ '@type': 'Service', name: 'x', provider: { '@id': 'x' }, servicetype: 'x' }),
    ).toEqual(['$: Service has no property servicetype']);
  });
});
