import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';

export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Call, e-mail or visit Harbourline Facility Services in Silverwater NSW. Request a free quote; we reply within 2 business hours."
      />
      <PageHeader
        title="Contact Us"
        lead="Talk to us about your site. We reply within 2 business hours."
      />
    </>
  );
}
