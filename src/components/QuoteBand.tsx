import { ArrowRight, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import { site, telHref } from '@/config/site';
import styles from './QuoteBand.module.css';

interface QuoteBandProps {
  /** Id of the heading, which names the section. */
  id: string;
  heading: string;
  /** The lines under the heading. */
  children: ReactNode;
  quoteLabel: string;
  /** Label of the call button; without it no call button is shown. */
  callLabel?: string;
}

/** The closing call to action of a page: ask for a quote, or call. */
export function QuoteBand({ id, heading, children, quoteLabel, callLabel }: QuoteBandProps) {
  return (
    <Section labelledBy={id}>
      <div className={styles.band}>
        <div className={styles.text}>
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
          {children}
        </div>
        <div className={styles.actions}>
          <Button to="/contact" variant="warning" size="lg" icon={<ArrowRight size={20} />}>
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
