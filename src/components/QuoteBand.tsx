import { ArrowRight, Phone } from 'lucide-react';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import { site, telHref } from '@/config/site';
import { quotePath } from '@/lib/quoteLink';
import styles from './QuoteBand.module.css';

export interface QuoteBandContent {
  id: string;
  heading: string;
  text?: string;
  /** A last line that leads into the phone number, which follows it in bold. */
  phoneLead?: string;
  quoteLabel: string;
  /** Label of the call button; without it no call button is shown. */
  callLabel?: string;
}

interface QuoteBandProps {
  content: QuoteBandContent;
  text?: string;
  /** Where the quote button leads: the form, with the page's service chosen when it has one. */
  quoteTo?: string;
}

export function QuoteBand({ content, text, quoteTo = quotePath() }: QuoteBandProps) {
  const { id, heading, phoneLead, quoteLabel, callLabel } = content;
  const line = text ?? content.text;
  return (
    <Section labelledBy={id}>
      <div className={styles.band}>
        <div className={styles.text}>
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
          {line ? <p>{line}</p> : null}
          {phoneLead ? (
            <p>
              {phoneLead} <span className={styles.phone}>{site.phone.display}</span>.
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button to={quoteTo} variant="warning" size="lg" icon={<ArrowRight size={20} />}>
            {quoteLabel}
          </Button>
          {callLabel ? (
            <Button href={telHref} variant="light" size="lg" icon={<Phone size={18} />}>
              {callLabel}
            </Button>
          ) : null}
        </div>
      </div>
    </Section>
  );
}

export const callUsLabel = `Call ${site.phone.display}`;
