import { Section } from '@/components/Section';
import { ContactForm } from './ContactForm';
import styles from './ContactDetails.module.css';
import { OfficeMap } from './OfficeMap';

/** The quote form beside the office map. */
export function ContactDetails() {
  return (
    <Section tone="light">
      <div className={styles.layout}>
        <ContactForm />
        <div className={styles.aside}>
          <OfficeMap />
        </div>
      </div>
    </Section>
  );
}
