import { Clock } from 'lucide-react';
import { Paragraphs } from '@/components/Paragraphs';
import type { StepDetail } from './howItWorksContent';
import { howItWorksPageContent as labels } from './howItWorksContent';
import type { ProcessStep } from './processSteps';
import { stepIcons } from './stepIcons';
import { blockHeadingId } from '@/lib/useScrollToHash';
import styles from './ProcessBlock.module.css';

interface ProcessBlockProps {
  step: ProcessStep;
  detail: StepDetail;
  number: number;
}

/** One step of the process; its id is the anchor that /how-it-works#{id} scrolls to. */
export function ProcessBlock({ step, detail, number }: ProcessBlockProps) {
  const Icon = stepIcons[step.id];
  const headingId = blockHeadingId(step.id);
  return (
    <article id={step.id} aria-labelledby={headingId} className={styles.block}>
      <div className={styles.marker} aria-hidden="true">
        <span className={styles.iconWrap}>
          <Icon size={28} strokeWidth={1.75} />
        </span>
        <span className={styles.number}>{String(number).padStart(2, '0')}</span>
      </div>
      <div className={styles.card}>
        <div>
          <p className={styles.stepLabel}>
            {labels.stepLabel} {number}
          </p>
          <h2 id={headingId} tabIndex={-1} className={styles.title}>
            {step.title}
          </h2>
          <p className={styles.tagline}>{detail.tagline}</p>
          <p className={styles.timing}>
            <Clock aria-hidden="true" size={20} className={styles.timingIcon} />
            <span>
              <strong>{labels.timingLabel}:</strong> {detail.timing}
            </span>
          </p>
        </div>
        <Paragraphs items={detail.paragraphs} className={styles.text} />
      </div>
    </article>
  );
}
