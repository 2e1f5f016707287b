import { Button } from '@/components/Button';
import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { Section } from '@/components/Section';
import { site, telHref } from '@/config/site';

export function RouteError() {
  return (
    <>
      <PageMeta title="Something went wrong" description="This page could not be shown." noindex />
      <PageHeader title="Something went wrong" lead="This page could not be shown just now." />
      <Section>
        <p>
          Please reload the page or try again in a moment. If you need us urgently, call{' '}
          <a href={telHref}>{site.phone.display}</a>: our team answers around the clock.
        </p>
        <Button to="/">Back to the home page</Button>
      </Section>
    </>
  );
}
