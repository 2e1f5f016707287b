import { Quote } from 'lucide-react';
import { ListSection } from '@/components/ListSection';
import type { Testimonial } from '@/config/proof';
import layout from '@/styles/layout.module.css';
import { proofContent } from './proofContent';
import { SampleMark } from '@/components/SampleMark';
import styles from './Testimonials.module.css';

interface TestimonialsProps {
  headingId: string;
  testimonials: readonly Testimonial[];
  /** At most this many, in the content's order. */
  limit?: number;
  tone?: 'plain' | 'light';
}

/** Clients' own words, each signed with a name, a role and an organisation; none, no section. */
export function Testimonials({ headingId, testimonials, limit = 3, tone }: TestimonialsProps) {
  if (testimonials.length === 0) return null;
  const shown = testimonials.slice(0, limit);
  return (
    <ListSection
      headingId={headingId}
      content={proofContent.testimonials}
      listClassName={shown.length === 2 ? layout.halves : layout.thirds}
      tone={tone}
    >
      {shown.map((testimonial) => (
        <li key={testimonial.id} className={tone === 'light' ? styles.cardOnLight : styles.card}>
          <figure className={styles.figure}>
            <Quote aria-hidden="true" size={28} className={styles.mark} />
            <blockquote className={styles.quote}>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.name}>{testimonial.name}</span>
              <span>{`${testimonial.role}, ${testimonial.organisation}`}</span>
              <SampleMark sample={testimonial.sample} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ListSection>
  );
}
