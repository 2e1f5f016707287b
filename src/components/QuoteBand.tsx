import { ArrowRight, Phone } from 'lucide-react';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import { callAction, quoteAction } from '@/config/site';
import styles from './QuoteBand.module.css';

export interface QuoteBandContent {
  id: string;
  heading: string;
  text?: string;
  /** A last line under the text. */
  note?: string;
  /** A call button beside the quote button. */
  offersCall?: boolean;
}

interface QuoteBandProps {
  content: QuoteBandContent;
  text?: string;
  /** Where the quote button leads: the form, with the page's service chosen when it has one. */
  quoteTo?: string;
}

export function QuoteBand({ content, text, quoteTo = quoteAction.to }: QuoteBandProps) {
  const { id, heading, note, offersCall = false } = content;
  const line = text ?? content.text;
  return (
    <Section labelledBy={id}>
      <div className={styles.band}>
        <div className={styles.text}>
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
          {line ? <p>{line}</p> : null}
          {note ? <p>{note}</p> : null}
        </div>
        <div className={styles.actions}>
          <Button to={quoteTo} variant="warning" size="lg" icon={<ArrowRight size={20} />}>
            {quoteAction.label}
          </Button>
          {offersCall ? (
            <Button href={callAction.href} variant="light" size="lg" icon={<Phone size={18} />}>
              {callAction.label}
            </Button>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
