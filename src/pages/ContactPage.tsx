import { PageOpening } from '@/components/PageOpening';
import { PriceGuidance } from '@/components/PriceGuidance';
import { ContactCards } from '@/features/contact/ContactCards';
import { contactPageContent as content } from '@/features/contact/contactContent';
import { ContactDetails } from '@/features/contact/ContactDetails';
import { FaqList } from '@/features/contact/FaqList';
import { faqPage } from '@/lib/structuredData';

export function ContactPage() {
  return (
    <>
      <PageOpening content={content} jsonLd={[faqPage(content.faqs)]} />
      <ContactCards />
      <ContactDetails />
      <PriceGuidance
        headingId="contact-pricing-heading"
        content={content.pricing}
        guide={content.pricing.guide}
      />
      <FaqList />
    </>
  );
}
