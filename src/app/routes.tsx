import type { ComponentType } from 'react';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useRoutes } from 'react-router-dom';
import { Layout } from '@/app/Layout';
import { FILTER_QUERY_KEYS } from '@contract/blog/blogFilterQuery';

/** Names the page's code chunk so prerendering can link its script and styles up front. */
export interface PageHandle {
  chunk: string;
  /** Chunks the page loads later (below the fold) whose styles its HTML needs at once. */
  styles?: string[];
  /** Query parameters the page's markup depends on; any others (campaign tags) do not. */
  query?: readonly string[];
}

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

const pageCode = {
  HomePage: () => import(/* webpackChunkName: "page-home" */ '@/pages/HomePage'),
  HowItWorksPage: () =>
    import(/* webpackChunkName: "page-how-it-works" */ '@/pages/HowItWorksPage'),
  AboutPage: () => import(/* webpackChunkName: "page-about" */ '@/pages/AboutPage'),
  ServicesPage: () => import(/* webpackChunkName: "page-services" */ '@/pages/ServicesPage'),
  ServiceDetailPage: () =>
    import(/* webpackChunkName: "page-service-detail" */ '@/pages/ServiceDetailPage'),
  PortfolioPage: () => import(/* webpackChunkName: "page-portfolio" */ '@/pages/PortfolioPage'),
  SectorsPage: () => import(/* webpackChunkName: "page-sectors" */ '@/pages/SectorsPage'),
  SectorDetailPage: () =>
    import(/* webpackChunkName: "page-sector-detail" */ '@/pages/SectorDetailPage'),
  BlogPage: () => import(/* webpackChunkName: "page-blog" */ '@/pages/BlogPage'),
  BlogPostPage: () => import(/* webpackChunkName: "page-blog-post" */ '@/pages/BlogPostPage'),
  PrivacyPage: () => import(/* webpackChunkName: "page-privacy" */ '@/pages/PrivacyPage'),
  NewsletterConfirmPage: () =>
    import(/* webpackChunkName: "page-confirm" */ '@/pages/NewsletterConfirmPage'),
  ContactPage: () => import(/* webpackChunkName: "page-contact" */ '@/pages/ContactPage'),
  NotFoundPage: () => import(/* webpackChunkName: "page-not-found" */ '@/pages/NotFoundPage'),
};

const lazyPage = <K extends keyof typeof pageCode>(name: K) =>
  lazy(async () => {
    const module: Partial<Record<string, ComponentType>> = await pageCode[name]();
    return { default: module[name] as ComponentType };
  });

/** The one route table, used by the browser, the tests and prerendering. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      pageRoute({ index: true }, 'page-home', lazyPage('HomePage'), {
        styles: ['home-sections', 'home-blog-teaser'],
      }),
      pageRoute({ path: 'how-it-works' }, 'page-how-it-works', lazyPage('HowItWorksPage')),
      pageRoute({ path: 'about' }, 'page-about', lazyPage('AboutPage')),
      pageRoute({ path: 'services' }, 'page-services', lazyPage('ServicesPage')),
      pageRoute(
        { path: 'services/:serviceId' },
        'page-service-detail',
        lazyPage('ServiceDetailPage'),
      ),
      pageRoute({ path: 'portfolio' }, 'page-portfolio', lazyPage('PortfolioPage')),
      pageRoute({ path: 'sectors' }, 'page-sectors', lazyPage('SectorsPage')),
      pageRoute({ path: 'sectors/:sectorId' }, 'page-sector-detail', lazyPage('SectorDetailPage')),
      pageRoute({ path: 'blog' }, 'page-blog', lazyPage('BlogPage'), { query: FILTER_QUERY_KEYS }),
      pageRoute({ path: 'blog/:slug' }, 'page-blog-post', lazyPage('BlogPostPage')),
      pageRoute({ path: 'contact' }, 'page-contact', lazyPage('ContactPage')),
      pageRoute({ path: 'privacy' }, 'page-privacy', lazyPage('PrivacyPage')),
      pageRoute({ path: 'newsletter/confirm' }, 'page-confirm', lazyPage('NewsletterConfirmPage')),
      pageRoute({ path: '*' }, 'page-not-found', lazyPage('NotFoundPage')),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
