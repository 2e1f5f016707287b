import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '@/app/Layout';
import { PageLoading } from '@/app/PageLoading';
import { RouteError } from '@/app/RouteError';

/** Names the page's code chunk so prerendering can link its script and styles up front. */
export interface PageHandle {
  chunk: string;
}

/**
 * A page route: its component is its own chunk (the chunk name must match the
 * webpackChunkName in the import), loaded by the router before the route renders.
 */
const pageRoute = <M,>(
  route: { path: string } | { index: true },
  chunk: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject => ({
  ...route,
  handle: { chunk } satisfies PageHandle,
  lazy: async () => ({ Component: pick(await load()) }),
});

/** The one route table, used by the browser, the tests and prerendering. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    HydrateFallback: PageLoading,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          pageRoute(
            { index: true },
            'page-home',
            () => import(/* webpackChunkName: "page-home" */ '@/pages/HomePage'),
            (m) => m.HomePage,
          ),
          pageRoute(
            { path: 'how-it-works' },
            'page-how-it-works',
            () => import(/* webpackChunkName: "page-how-it-works" */ '@/pages/HowItWorksPage'),
            (m) => m.HowItWorksPage,
          ),
          pageRoute(
            { path: 'about' },
            'page-about',
            () => import(/* webpackChunkName: "page-about" */ '@/pages/AboutPage'),
            (m) => m.AboutPage,
          ),
          pageRoute(
            { path: 'services' },
            'page-services',
            () => import(/* webpackChunkName: "page-services" */ '@/pages/ServicesPage'),
            (m) => m.ServicesPage,
          ),
          pageRoute(
            { path: 'services/:serviceId' },
            'page-service-detail',
            () => import(/* webpackChunkName: "page-service-detail" */ '@/pages/ServiceDetailPage'),
            (m) => m.ServiceDetailPage,
          ),
          pageRoute(
            { path: 'portfolio' },
            'page-portfolio',
            () => import(/* webpackChunkName: "page-portfolio" */ '@/pages/PortfolioPage'),
            (m) => m.PortfolioPage,
          ),
          pageRoute(
            { path: 'sectors' },
            'page-sectors',
            () => import(/* webpackChunkName: "page-sectors" */ '@/pages/SectorsPage'),
            (m) => m.SectorsPage,
          ),
          pageRoute(
            { path: 'sectors/:sectorId' },
            'page-sector-detail',
            () => import(/* webpackChunkName: "page-sector-detail" */ '@/pages/SectorDetailPage'),
            (m) => m.SectorDetailPage,
          ),
          pageRoute(
            { path: 'blog' },
            'page-blog',
            () => import(/* webpackChunkName: "page-blog" */ '@/pages/BlogPage'),
            (m) => m.BlogPage,
          ),
          pageRoute(
            { path: 'blog/:slug' },
            'page-blog-post',
            () => import(/* webpackChunkName: "page-blog-post" */ '@/pages/BlogPostPage'),
            (m) => m.BlogPostPage,
          ),
          pageRoute(
            { path: 'contact' },
            'page-contact',
            () => import(/* webpackChunkName: "page-contact" */ '@/pages/ContactPage'),
            (m) => m.ContactPage,
          ),
          pageRoute(
            { path: '*' },
            'page-not-found',
            () => import(/* webpackChunkName: "page-not-found" */ '@/pages/NotFoundPage'),
            (m) => m.NotFoundPage,
          ),
        ],
      },
    ],
  },
];
