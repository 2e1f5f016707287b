import type { LucideIcon } from 'lucide-react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconCardItem } from '@/components/IconCardItem';
import { Section } from '@/components/Section';
import { EmailAddress } from '@/components/EmailAddress';
import { addressLine, mailHref, site, telHref } from '@/config/site';
import { contactPageContent as content } from './contactContent';
import styles from './ContactCards.module.css';

interface CardProps {
  icon: LucideIcon;
  title: string;
  note: string;
  children: ReactNode;
}

function ContactCard({ icon, title, note, children }: CardProps) {
  return (
    <IconCardItem icon={icon} shape="round" accent className={styles.card}>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <div className={styles.value}>{children}</div>
        <p className={styles.note}>{note}</p>
      </div>
    </IconCardItem>
  );
}

export function ContactCards() {
  const { cards } = content;
  return (
    <Section labelledBy="contact-cards-heading">
      <h2 id="contact-cards-heading" className="visually-hidden">
        {content.cardsHeading}
      </h2>
      <ul className={styles.grid} aria-labelledby="contact-cards-heading">
        <ContactCard icon={Phone} title={cards.call.title} note={cards.call.note}>
          <a href={telHref} className={styles.link}>
            {site.phone.display}
          </a>
        </ContactCard>
        <ContactCard icon={Mail} title={cards.email.title} note={cards.email.note}>
          <a href={mailHref} className={styles.link}>
            <EmailAddress address={site.email} />
          </a>
        </ContactCard>
        <ContactCard icon={MapPin} title={cards.visit.title} note={cards.visit.note}>
          <address className={styles.address}>{addressLine()}</address>
        </ContactCard>
        <ContactCard icon={Clock} title={cards.hours.title} note={cards.hours.note}>
          <p className={styles.hours}>{site.officeHours.label}</p>
        </ContactCard>
      </ul>
    </Section>
  );
}
