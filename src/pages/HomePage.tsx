import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/PageMeta';
import { Hero } from '@/features/hero/Hero';

// Below the hero gets its own chunks to keep the first JS in budget (the teaser brings the API).
const HomeSections = lazy(() =>
  import(/* webpackChunkName: "home-sections" */ './HomeSections').then((module) => ({
    default: module.HomeSections,
  })),
);
const BlogTeaser = lazy(() =>
  import(/* webpackChunkName: "home-blog-teaser" */ '@/features/blog/teaser/BlogTeaser').then(
    (module) => ({ default: module.BlogTeaser }),
  ),
);

const homePageMeta = {
  title: 'Commercial Cleaning and Facility Services',
  description:
    'Harbourline keeps Australian workplaces clean, safe and running: commercial cleaning, waste management, facility maintenance and grounds care under one agreement.',
};

export function HomePage() {
  return (
    <>
      <PageMeta title={homePageMeta.title} description={homePageMeta.description} />
      <Hero />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
      <Suspense fallback={null}>
        <BlogTeaser />
      </Suspense>
    </>
  );
}
