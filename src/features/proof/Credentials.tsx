import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { Section } from '@/components/Section';
import { SectionIntro } from '@/components/SectionIntro';
import type { Accreditation, Client } from '@/config/proof';
import { formatLongDate } from '@/lib/formatDate';
import { proofContent } from './proofContent';
import { SampleMark } from '@/components/SampleMark';
import styles from './Credentials.module.css';

const content = proofContent.credentials;

interface CredentialsProps {
  id: string;
  clients: readonly Client[];
  accreditations: readonly Accreditation[];
}

/** Who the company works for and what it is certified and insured for; a part with none is left out. */
export function Credentials({ id, clients, accreditations }: CredentialsProps) {
  if (clients.length === 0 && accreditations.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <Section labelledBy={headingId} id={id}>
      <SectionIntro headingId={headingId} content={content} />
      {accreditations.length > 0 ? (
        <>
          <h3 id={`${id}-accreditations`} className={styles.subheading}>
            {content.accreditationsHeading}
          </h3>
          <ul className={styles.accreditations} aria-labelledby={`${id}-accreditations`}>
            {accreditations.map((entry) => {
              const Icon = entry.kind === 'insurance' ? ShieldCheck : BadgeCheck;
              return (
                <li key={entry.id} className={styles.accreditation}>
                  <Icon aria-hidden="true" size={28} className={styles.icon} />
                  <div className={styles.details}>
                    <p className={styles.name}>{entry.name}</p>
                    <p className={styles.fine}>{entry.issuer}</p>
                    <p className={styles.fine}>
                      {content.number}&nbsp;{entry.number}
                    </p>
                    <p className={styles.fine}>
                      {content.validTo}{' '}
                      <time dateTime={entry.expires}>{formatLongDate(entry.expires)}</time>
                    </p>
                    <SampleMark sample={entry.sample} />
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {clients.length > 0 ? (
        <>
          <h3 id={`${id}-clients`} className={styles.subheading}>
            {content.clientsHeading}
          </h3>
          <ul className={styles.clients} aria-labelledby={`${id}-clients`}>
            {clients.map((client) => (
              <li key={client.name} className={styles.client}>
                <span className={styles.clientName}>{client.name}</span>
                <SampleMark sample={client.sample} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
