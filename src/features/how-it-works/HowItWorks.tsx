import { Link } from 'react-router-dom';
import { Section } from '@/components/Section';
import { howItWorksPageContent as labels, stepDetails } from './howItWorksContent';
import { ProcessBlock } from './ProcessBlock';
import { processSteps, STEP_IDS } from './processSteps';
import { useScrollToHash } from '@/lib/useScrollToHash';
import styles from './HowItWorks.module.css';

/** The four process blocks, reachable at /how-it-works#request, #date, #contract and #service. */
export function HowItWorks() {
  useScrollToHash(STEP_IDS);
  return (
    <Section>
      <nav aria-label={labels.jumpLinksLabel} className={styles.jumpNav}>
        <ol className={styles.jumpList}>
          {processSteps.map((step, index) => (
            <li key={step.id}>
              <Link to={`#${step.id}`} className={styles.jumpLink}>
                <span className={styles.jumpNumber} aria-hidden="true">
                  {index + 1}
                </span>
                {step.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <ol className={styles.steps}>
        {processSteps.map((step, index) => (
          <li key={step.id}>
            <ProcessBlock step={step} detail={stepDetails[step.id]} number={index + 1} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
