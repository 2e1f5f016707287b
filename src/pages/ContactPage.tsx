import { PageOpening } from '@/components/PageOpening';
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
      <FaqList />
    </>
  );
}
