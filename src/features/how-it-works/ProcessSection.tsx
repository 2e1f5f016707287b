import type { LucideIcon } from 'lucide-react';
import { ArrowRight, BadgeCheck, CalendarCheck, FileCheck, MessageSquareText } from 'lucide-react';
import { StretchedLink } from '@/components/StretchedLink';
import { IconWell } from '@/components/IconWell';
import { Section } from '@/components/Section';
import { SectionAction } from '@/components/SectionAction';
import { SectionIntro } from '@/components/SectionIntro';
import { processSectionContent as content } from './processSectionContent';
import type { StepId } from './processSteps';
import { processSteps, stepHref } from './processSteps';
import styles from './ProcessSection.module.css';

const stepIcons: Record<StepId, LucideIcon> = {
  request: MessageSquareText,
  date: CalendarCheck,
  contract: FileCheck,
  service: BadgeCheck,
};

export function ProcessSection() {
  return (
    <Section labelledBy="process-heading">
      <SectionIntro headingId="process-heading" content={content} />
      <ol className={styles.steps}>
        {processSteps.map((step) => (
          <li key={step.id} className={styles.card}>
            <IconWell icon={stepIcons[step.id]} size="lg" className={styles.icon} />
            <h3>{step.title}</h3>
            <p>{step.summary}</p>
            <StretchedLink to={stepHref(step.id)} label={content.readMore} subject={step.title} />
          </li>
        ))}
      </ol>
      <SectionAction action={content.cta} variant="primary" icon={<ArrowRight size={18} />} />
    </Section>
  );
}
