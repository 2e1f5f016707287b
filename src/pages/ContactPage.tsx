import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { ContactCards } from '@/features/contact/ContactCards';
import { contactPageContent as content } from '@/features/contact/contactContent';
import { ContactDetails } from '@/features/contact/ContactDetails';
import { FaqList } from '@/features/contact/FaqList';
import { faqPage } from '@/lib/structuredData';

export function ContactPage() {
  return (
    <>
      <PageMeta
        title={content.title}
        description={content.metaDescription}
        jsonLd={[faqPage(content.faqs)]}
      />
      <PageHeader title={content.title} lead={content.lead} />
      <ContactCards />
      <ContactDetails />
      <FaqList />
    </>
  );
}
