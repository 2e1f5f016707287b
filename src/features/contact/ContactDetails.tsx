import { useLocation } from 'react-router-dom';
import { Section } from '@/components/Section';
import { hasFormsServer } from '@/config/forms';
import { QUOTE_FORM_ID } from '@/lib/quoteLink';
import { useScrollToHash } from '@/lib/useScrollToHash';
import { ContactForm } from './ContactForm';
import { requestedService } from './contactValidation';
import styles from './ContactDetails.module.css';
import { OfficeMap } from './OfficeMap';
import { QuoteByEmail } from './QuoteByEmail';

const QUOTE_BLOCK = [QUOTE_FORM_ID];

/**
 * The quote form beside the office map; without a forms server, how to ask instead. A quote
 * link lands here (`#quote`), with the service it names chosen.
 */
export function ContactDetails() {
  useScrollToHash(QUOTE_BLOCK);
  const service = requestedService(useLocation().search);
  return (
    <Section tone="light">
      <div className={styles.layout}>
        {hasFormsServer() ? <ContactForm service={service} /> : <QuoteByEmail />}
        <div className={styles.aside}>
          <OfficeMap />
        </div>
      </div>
    </Section>
  );
}
