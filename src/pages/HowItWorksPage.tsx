import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';

export function HowItWorksPage() {
  return (
    <>
      <PageMeta
        title="How It Works"
        description="From your first request to ongoing service: how Harbourline scopes, schedules, contracts and delivers facility services."
      />
      <PageHeader
        title="How It Works"
        lead="Four clear steps from your first call to a cleaner, safer site."
      />
    </>
  );
}
