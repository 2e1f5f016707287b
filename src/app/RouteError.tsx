import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/Button';
import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { Section } from '@/components/Section';

/** Shown inside the layout when a page fails to load or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <>
      <PageMeta title="Something went wrong" description="This page could not be shown." />
      <PageHeader title="Something went wrong" lead="This page could not be shown just now." />
      <Section>
        <p>
          Please try again in a moment. If you need us urgently, our team is available by phone
          around the clock.
        </p>
        {detail ? <p>Details: {detail}</p> : null}
        <Button to="/">Back to the home page</Button>
      </Section>
    </>
  );
}
