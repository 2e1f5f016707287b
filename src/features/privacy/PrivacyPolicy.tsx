import { Section } from '@/components/Section';
import { EmailAddress } from '@/components/EmailAddress';
import { addressLine, mailHref, site, telHref } from '@/config/site';
import { privacyContent as content } from './privacyContent';
import styles from './PrivacyPolicy.module.css';

export function PrivacyPolicy() {
  const { contact } = content;
  return (
    <Section>
      <div className={styles.policy}>
        {content.sections.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <h2 id={`privacy-${section.id}`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <section aria-labelledby={`privacy-${contact.id}`}>
          <h2 id={`privacy-${contact.id}`}>{contact.heading}</h2>
          <p>{contact.intro}</p>
          <address className={styles.address}>
            Privacy Officer, {site.name}
            <br />
            {addressLine()}
            <br />
            <a href={mailHref}>
              <EmailAddress address={site.email} />
            </a>
            <br />
            <a href={telHref}>{site.phone.display}</a>
          </address>
          <p>
            {contact.complaint}
            <a href={contact.regulatorUrl}>{contact.regulatorName}</a>
            {contact.regulatorPhone}
          </p>
        </section>
      </div>
    </Section>
  );
}
