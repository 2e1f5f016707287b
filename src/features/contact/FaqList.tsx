import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Section } from '@/components/Section';
import { contactPageContent as content } from './contactContent';
import styles from './FaqList.module.css';

/** Questions as disclosure buttons; answers stay in the markup for search engines. */
export function FaqList() {
  const idPrefix = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Section labelledBy="contact-faq-heading">
      <h2 id="contact-faq-heading" className={styles.heading}>
        {content.faqHeading}
      </h2>
      <ul className={styles.list} aria-labelledby="contact-faq-heading">
        {content.faqs.map((faq, index) => {
          const expanded = open.has(index);
          const answerId = `${idPrefix}-answer-${index}`;
          return (
            <li key={faq.question} className={styles.item} data-open={expanded}>
              <h3 className={styles.question}>
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => toggle(index)}
                >
                  <span>{faq.question}</span>
                  <ChevronDown aria-hidden="true" size={22} className={styles.chevron} />
                </button>
              </h3>
              <div id={answerId} className={styles.answer} hidden={!expanded}>
                <p>{faq.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
