import type { LucideIcon } from 'lucide-react';
import { ArrowRight, BadgeCheck, CalendarCheck, FileCheck, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import type { ProcessStepId } from './processContent';
import { processContent as content, processSteps, stepHref } from './processContent';
import styles from './ProcessSection.module.css';

const stepIcons: Record<ProcessStepId, LucideIcon> = {
  request: MessageSquareText,
  date: CalendarCheck,
  contract: FileCheck,
  service: BadgeCheck,
};

/** The four steps of working with us, each leading to its part of /how-it-works. */
export function ProcessSection() {
  return (
    <Section labelledBy="process-heading">
      <div className={styles.header}>
        <p className={styles.badge}>{content.badge}</p>
        <h2 id="process-heading">{content.heading}</h2>
        <p className={styles.intro}>{content.intro}</p>
      </div>
      <ol className={styles.steps}>
        {processSteps.map((step) => {
          const Icon = stepIcons[step.id];
          return (
            <li key={step.id} className={styles.card}>
              <span className={styles.icon}>
                <Icon aria-hidden="true" size={26} />
              </span>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
              <Link to={stepHref(step.id)} className={styles.link}>
                <span>
                  {content.readMore}
                  <span className="visually-hidden">{content.readMoreAbout(step.title)}</span>
                </span>
                <ArrowRight aria-hidden="true" size={18} />
              </Link>
            </li>
          );
        })}
      </ol>
      <div className={styles.footer}>
        <Button to={content.cta.to} variant="primary" icon={<ArrowRight size={18} />}>
          {content.cta.label}
        </Button>
      </div>
    </Section>
  );
}
