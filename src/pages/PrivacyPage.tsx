import { PageOpening } from '@/components/PageOpening';
import { privacyContent } from '@/features/privacy/privacyContent';
import { PrivacyPolicy } from '@/features/privacy/PrivacyPolicy';

export function PrivacyPage() {
  return (
    <>
      <PageOpening content={privacyContent} />
      <PrivacyPolicy />
    </>
  );
}
