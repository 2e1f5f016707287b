import { PageOpening } from '@/components/PageOpening';
import { confirmationContent } from '@/features/newsletter-confirmation/confirmationContent';
import { ConfirmSubscription } from '@/features/newsletter-confirmation/ConfirmSubscription';

export function NewsletterConfirmPage() {
  return (
    <>
      <PageOpening content={confirmationContent} noindex />
      <ConfirmSubscription />
    </>
  );
}
