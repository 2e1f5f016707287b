import { Section } from '@/components/Section';
import { SectionIntro } from '@/components/SectionIntro';
import { site } from '@/config/site';
import styles from './PriceGuidance.module.css';

/** How a kind of work is priced: what moves the price, and the usual ways of charging it. */
export interface PriceGuide {
  drivers: readonly string[];
  models: readonly { name: string; description: string }[];
}

interface PriceGuidanceProps {
  headingId: string;
  content: { heading: string; intro: string };
  guide: PriceGuide;
}

const labels = {
  drivers: 'What affects the price',
  models: 'How it is usually priced',
  turnaround: 'How fast a quote comes back',
};

const turnaround = `We reply within ${site.responseTime}, walk your site with you (usually within a week), and send a written, fixed-price quote within ${site.quoteTime} of that visit.`;

/** "How much?" answered honestly: what a price depends on, how it is charged, when it arrives. */
export function PriceGuidance({ headingId, content, guide }: PriceGuidanceProps) {
  return (
    <Section labelledBy={headingId}>
      <SectionIntro headingId={headingId} content={content} />
      <div className={styles.columns}>
        <div className={styles.card}>
          <h3 className={styles.title}>{labels.drivers}</h3>
          <ul className={styles.drivers}>
            {guide.drivers.map((driver) => (
              <li key={driver}>{driver}</li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          <h3 className={styles.title}>{labels.models}</h3>
          <dl className={styles.models}>
            {guide.models.map((model) => (
              <div key={model.name}>
                <dt>{model.name}</dt>
                <dd>{model.description}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <p className={styles.turnaround}>
        <strong>{labels.turnaround}:</strong> {turnaround}
      </p>
    </Section>
  );
}
