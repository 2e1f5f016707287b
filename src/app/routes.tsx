import type { ComponentType } from 'react';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useRoutes } from 'react-router-dom';
import { Layout } from '@/app/Layout';
import { FILTER_QUERY_KEYS } from '@/features/blog/list/blogFilterQuery';

/** Names the page's code chunk so prerendering can link its script and styles up front. */
export interface PageHandle {
  chunk: string;
  /** Chunks the page loads later (below the fold) whose styles its HTML needs at once. */
  styles?: string[];
  /** Query parameters the page's markup depends on; any others (campaign tags) do not. */
  query?: readonly string[];
}

/** A page route whose component is its own chunk (named like its webpackChunkName). */
const pageRoute = (
  route: { path: string } | { index: true },
  chunk: string,
  Page: ComponentType,
  { styles, query }: Omit<PageHandle, 'chunk'> = {},
): RouteObject => ({
  ...route,
  handle: { chunk, styles, query } satisfies PageHandle,
  element: <Page />,
});

const named = <K extends string>(key: K) => {
  return (module: Record<K, ComponentType>) => ({ default: module[key] });
};

const HomePage = lazy(() =>
  import(/* webpackChunkName: "page-home" */ '@/pages/HomePage').then(named('HomePage')),
);
const HowItWorksPage = lazy(() =>
  import(/* webpackChunkName: "page-how-it-works" */ '@/pages/HowItWorksPage').then(
    named('HowItWorksPage'),
  ),
);
const AboutPage = lazy(() =>
  import(/* webpackChunkName: "page-about" */ '@/pages/AboutPage').then(named('AboutPage')),
);
const ServicesPage = lazy(() =>
  import(/* webpackChunkName: "page-services" */ '@/pages/ServicesPage').then(
    named('ServicesPage'),
  ),
);
const ServiceDetailPage = lazy(() =>
  import(/* webpackChunkName: "page-service-detail" */ '@/pages/ServiceDetailPage').then(
    named('ServiceDetailPage'),
  ),
);
const PortfolioPage = lazy(() =>
  import(/* webpackChunkName: "page-portfolio" */ '@/pages/PortfolioPage').then(
    named('PortfolioPage'),
  ),
);
const SectorsPage = lazy(() =>
  import(/* webpackChunkName: "page-sectors" */ '@/pages/SectorsPage').then(named('SectorsPage')),
);
const SectorDetailPage = lazy(() =>
  import(/* webpackChunkName: "page-sector-detail" */ '@/pages/SectorDetailPage').then(
    named('SectorDetailPage'),
  ),
);
const BlogPage = lazy(() =>
  import(/* webpackChunkName: "page-blog" */ '@/pages/BlogPage').then(named('BlogPage')),
);
const BlogPostPage = lazy(() =>
  import(/* webpackChunkName: "page-blog-post" */ '@/pages/BlogPostPage').then(
    named('BlogPostPage'),
  ),
);
const ContactPage = lazy(() =>
  import(/* webpackChunkName: "page-contact" */ '@/pages/ContactPage').then(named('ContactPage')),
);
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "page-not-found" */ '@/pages/NotFoundPage').then(
    named('NotFoundPage'),
  ),
);

/** The one route table, used by the browser, the tests and prerendering. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      pageRoute({ index: true }, 'page-home', HomePage, {
        styles: ['home-sections', 'home-blog-teaser'],
      }),
      pageRoute({ path: 'how-it-works' }, 'page-how-it-works', HowItWorksPage),
      pageRoute({ path: 'about' }, 'page-about', AboutPage),
      pageRoute({ path: 'services' }, 'page-services', ServicesPage),
      pageRoute({ path: 'services/:serviceId' }, 'page-service-detail', ServiceDetailPage),
      pageRoute({ path: 'portfolio' }, 'page-portfolio', PortfolioPage),
      pageRoute({ path: 'sectors' }, 'page-sectors', SectorsPage),
      pageRoute({ path: 'sectors/:sectorId' }, 'page-sector-detail', SectorDetailPage),
      pageRoute({ path: 'blog' }, 'page-blog', BlogPage, { query: FILTER_QUERY_KEYS }),
      pageRoute({ path: 'blog/:slug' }, 'page-blog-post', BlogPostPage),
      pageRoute({ path: 'contact' }, 'page-contact', ContactPage),
      pageRoute({ path: '*' }, 'page-not-found', NotFoundPage),
    ],
  },
];

/** Renders the page for the current location (inside any router). */
export function AppRoutes() {
  return useRoutes(routes);
}
