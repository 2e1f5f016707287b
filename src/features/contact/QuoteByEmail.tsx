import { useId } from 'react';
import { mailHref, site, telHref } from '@/config/site';
import { contactFormContent as content } from './contactFormContent';
import styles from './QuoteByEmail.module.css';

/** In place of the form on a site with no forms server: the ways that always reach the company. */
export function QuoteByEmail() {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {content.heading}
      </h2>
      <p className={styles.text}>
        {content.withoutForm.before}
        <a href={mailHref}>{site.email}</a>
        {content.withoutForm.between}
        <a href={telHref}>{site.phone.display}</a>
        {content.withoutForm.after}
      </p>
    </section>
  );
}
