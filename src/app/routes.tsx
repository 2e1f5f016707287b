import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '@/app/Layout';
import { PageLoading } from '@/app/PageLoading';
import { RouteError } from '@/app/RouteError';

/** Each page is its own chunk; the router loads it before rendering the route. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

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
          {
            index: true,
            lazy: page(
              () => import('@/pages/HomePage'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'how-it-works',
            lazy: page(
              () => import('@/pages/HowItWorksPage'),
              (m) => m.HowItWorksPage,
            ),
          },
          {
            path: 'about',
            lazy: page(
              () => import('@/pages/AboutPage'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: 'services',
            lazy: page(
              () => import('@/pages/ServicesPage'),
              (m) => m.ServicesPage,
            ),
          },
          {
            path: 'services/:serviceId',
            lazy: page(
              () => import('@/pages/ServiceDetailPage'),
              (m) => m.ServiceDetailPage,
            ),
          },
          {
            path: 'portfolio',
            lazy: page(
              () => import('@/pages/PortfolioPage'),
              (m) => m.PortfolioPage,
            ),
          },
          {
            path: 'sectors',
            lazy: page(
              () => import('@/pages/SectorsPage'),
              (m) => m.SectorsPage,
            ),
          },
          {
            path: 'sectors/:sectorId',
            lazy: page(
              () => import('@/pages/SectorDetailPage'),
              (m) => m.SectorDetailPage,
            ),
          },
          {
            path: 'blog',
            lazy: page(
              () => import('@/pages/BlogPage'),
              (m) => m.BlogPage,
            ),
          },
          {
            path: 'blog/:slug',
            lazy: page(
              () => import('@/pages/BlogPostPage'),
              (m) => m.BlogPostPage,
            ),
          },
          {
            path: 'contact',
            lazy: page(
              () => import('@/pages/ContactPage'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: '*',
            lazy: page(
              () => import('@/pages/NotFoundPage'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];
