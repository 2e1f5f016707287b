import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/PageMeta';
import { Hero } from '@/features/hero/Hero';
import { ProcessSection } from '@/features/process/ProcessSection';
import { ServiceAreaSection } from '@/features/service-area/ServiceAreaSection';

// The teaser brings the blog's data layer (API client, response validation) and sits at
// the foot of the page: it gets its own chunk so the home page's first JavaScript stays
// within budget. Prerendering waits for it, so the HTML is complete either way.
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
      <ProcessSection />
      <ServiceAreaSection />
      <Suspense fallback={null}>
        <BlogTeaser />
      </Suspense>
    </>
  );
}
