import { EmailAddress } from '@/components/EmailAddress';
import { mailHref, site, telHref } from '@/config/site';
import { QUOTE_FORM_ID } from '@/lib/quoteLink';
import { blockHeadingId } from '@/lib/useScrollToHash';
import { contactFormContent as content } from './contactFormContent';
import styles from './QuoteByEmail.module.css';

/** In place of the form on a site with no forms server: the ways that always reach the company. */
export function QuoteByEmail() {
  const headingId = blockHeadingId(QUOTE_FORM_ID);
  return (
    <section id={QUOTE_FORM_ID} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className={styles.heading}>
        {content.heading}
      </h2>
      <p className={styles.text}>
        {content.withoutForm.before}
        <a href={mailHref}>
          <EmailAddress address={site.email} />
        </a>
        {content.withoutForm.between}
        <a href={telHref}>{site.phone.display}</a>
        {content.withoutForm.after}
      </p>
    </section>
  );
}
