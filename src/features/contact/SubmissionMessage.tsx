import { CircleAlert, CircleCheck, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/Button';
import { EmailAddress } from '@/components/EmailAddress';
import { mailHref, site, telHref } from '@/config/site';
import { contactFormContent as content } from './contactFormContent';
import styles from './SubmissionMessage.module.css';
import type { ContactReceipt, SubmissionFailure } from './contactApi';

/** Shown above the emptied form once sent; focus moves to it so the visitor is told. */
export function SentMessage({ receipt }: { receipt: ContactReceipt }) {
  const messageRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    messageRef.current?.focus();
  }, [receipt]);

  return (
    <div
      ref={messageRef}
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
          {content.sent.reference} <strong>{receipt.id}</strong>.
        </p>
      </div>
    </div>
  );
}

const failureText = (failure: SubmissionFailure): string =>
  failure.kind === 'rateLimited'
    ? content.failures.rateLimited(failure.retryAfterSeconds)
    : content.failures[failure.kind];

interface FailureMessageProps {
  failure: SubmissionFailure;
  onRetry: () => void;
}

/**
 * Shown beside Send, where the visitor is. Focus moves to it as it does to the thanks, except
 * for fields the server refused: focus goes to the first of those, and this is announced.
 */
export function FailureMessage({ failure, onRetry }: FailureMessageProps) {
  const messageRef = useRef<HTMLDivElement>(null);
  const fieldsRefused = failure.kind === 'invalid';

  useEffect(() => {
    if (fieldsRefused) return;
    // Whole, below the fixed header: focus alone scrolls it just enough to show an edge.
    messageRef.current?.focus({ preventScroll: true });
    messageRef.current?.scrollIntoView({ block: 'center' });
  }, [failure, fieldsRefused]);

  return (
    <div
      ref={messageRef}
      role="alert"
      tabIndex={fieldsRefused ? undefined : -1}
      className={styles.failure}
    >
      <CircleAlert aria-hidden="true" size={28} className={styles.icon} />
      <div>
        <p className={styles.text}>{failureText(failure)}</p>
        {fieldsRefused ? null : (
          <>
            <p className={styles.text}>
              {content.otherWays.before}
              <a href={telHref}>{site.phone.display}</a>
              {content.otherWays.between}
              <a href={mailHref}>
                <EmailAddress address={site.email} />
              </a>
              {content.otherWays.after}
            </p>
            <Button variant="danger" onClick={onRetry} icon={<RotateCcw size={18} />}>
              {content.retry}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
