import type { LucideIcon } from 'lucide-react';
import { ArrowRight, BadgeCheck, CalendarCheck, FileCheck, MessageSquareText } from 'lucide-react';
import { CardLink } from '@/components/CardLink';
import { IconWell } from '@/components/IconWell';
import { Section } from '@/components/Section';
import { SectionAction } from '@/components/SectionAction';
import { SectionIntro } from '@/components/SectionIntro';
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
      <SectionIntro headingId="process-heading" content={content} />
      <ol className={styles.steps}>
        {processSteps.map((step) => (
          <li key={step.id} className={styles.card}>
            <IconWell icon={stepIcons[step.id]} size="lg" className={styles.icon} />
            <h3>{step.title}</h3>
            <p>{step.description}</p>
            <CardLink to={stepHref(step.id)} label={content.readMore} subject={step.title} />
          </li>
        ))}
      </ol>
      <SectionAction action={content.cta} variant="primary" icon={<ArrowRight size={18} />} />
    </Section>
  );
}
