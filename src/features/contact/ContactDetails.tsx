import { Section } from '@/components/Section';
import { hasFormsServer } from '@/config/forms';
import { ContactForm } from './ContactForm';
import styles from './ContactDetails.module.css';
import { OfficeMap } from './OfficeMap';
import { QuoteByEmail } from './QuoteByEmail';

/** The quote form beside the office map; without a forms server, how to ask instead. */
export function ContactDetails() {
  return (
    <Section tone="light">
      <div className={styles.layout}>
        {hasFormsServer() ? <ContactForm /> : <QuoteByEmail />}
        <div className={styles.aside}>
          <OfficeMap />
        </div>
      </div>
    </Section>
  );
}
