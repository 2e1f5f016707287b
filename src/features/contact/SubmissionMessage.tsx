import { CircleAlert, CircleCheck, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/Button';
import { contactFormContent as content } from './contactFormContent';
import styles from './SubmissionMessage.module.css';
import type { SubmissionStatus } from './useContactForm';

interface SubmissionMessageProps {
  status: SubmissionStatus;
  onRetry: () => void;
}

export function SubmissionMessage({ status, onRetry }: SubmissionMessageProps) {
  const confirmationRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const sent = status.kind === 'sent';

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  if (status.kind === 'sent') {
    return (
      <div
        ref={confirmationRef}
        role="status"
        tabIndex={-1}
        aria-labelledby={titleId}
        className={styles.success}
      >
        <CircleCheck aria-hidden="true" size={28} className={styles.icon} />
        <div>
          <p id={titleId} className={styles.title}>
            {content.sent.heading}
          </p>
          <p className={styles.text}>{content.sent.body}</p>
          <p className={styles.text}>
            {content.sent.reference} <strong>{status.receipt.id}</strong>.
          </p>
        </div>
      </div>
    );
  }

  if (status.kind === 'failed') {
    const { kind } = status.failure;
    return (
      <div role="alert" className={styles.failure}>
        <CircleAlert aria-hidden="true" size={28} className={styles.icon} />
        <div>
          <p className={styles.text}>{content.failures[kind]}</p>
          {kind === 'invalid' ? null : (
            <Button variant="danger" onClick={onRetry} icon={<RotateCcw size={18} />}>
              {content.retry}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return null;
}
