import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import { sendFailureKind } from '@/lib/sendFailure';
import { useAppDispatch } from '@/state/hooks';
import { confirmationApi } from './confirmationApi';
import { confirmationContent as content } from './confirmationContent';
import styles from './ConfirmSubscription.module.css';

type Status =
  | { kind: 'asking' }
  | { kind: 'confirming' }
  | { kind: 'confirmed'; email: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** The server's own words for a link it will not take (expired, changed, removed since). */
const Refused = v.object({
  status: v.picklist([404, 410]),
  data: v.object({ message: v.string() }),
});

const describe = (error: unknown): Status => {
  const refused = v.safeParse(Refused, error);
  if (refused.success) return { kind: 'refused', message: refused.output.data.message };
  const kind = sendFailureKind(error);
  const message =
    kind === 'network' || kind === 'timeout'
      ? content.unreachable
      : kind === 'rateLimited'
        ? content.rateLimited
        : content.failed;
  return { kind: 'failed', message };
};

const tokenOfPage = () => new URLSearchParams(window.location.search).get('token') ?? '';
const hasTokenNow = () => tokenOfPage() !== '';
// The page's HTML (prerendered without a query) asks; the browser knows whether there is a token.
const hasTokenInHtml = () => true;
const unchanging = () => () => {};

/**
 * Confirms a subscription from the e-mail's link, on the visitor's press: a scanner that opens
 * links to check them confirms nothing. The page's HTML is the same for every token.
 */
export function ConfirmSubscription() {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<Status>({ kind: 'asking' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const hasToken = useSyncExternalStore(unchanging, hasTokenNow, hasTokenInHtml);

  useEffect(() => {
    if (status.kind !== 'asking' && status.kind !== 'confirming') outcomeRef.current?.focus();
  }, [status.kind]);

  const confirm = async () => {
    if (status.kind === 'confirming') return;
    setStatus({ kind: 'confirming' });
    const token = tokenOfPage();
    try {
      const { email } = await dispatch(
        confirmationApi.endpoints.confirmSubscription.initiate(
          { token: () => token },
          { track: false },
        ),
      ).unwrap();
      setStatus({ kind: 'confirmed', email });
    } catch (error) {
      setStatus(describe(error));
    }
  };

  const confirming = status.kind === 'confirming';
  return (
    <Section>
      <div className={styles.panel}>
        {hasToken && (status.kind === 'asking' || confirming) ? (
          <>
            <p>{content.ask}</p>
            <Button
              size="lg"
              onClick={() => void confirm()}
              aria-disabled={confirming}
              aria-busy={confirming}
            >
              {confirming ? content.confirming : content.confirm}
            </Button>
          </>
        ) : null}
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
          {hasToken ? null : <p>{content.noToken}</p>}
          {status.kind === 'confirmed' ? (
            <>
              <p role="status" className={styles.success}>
                {content.confirmed(status.email)}
              </p>
              <Button to="/blog" variant="light">
                {content.toBlog}
              </Button>
            </>
          ) : null}
          {status.kind === 'refused' ? (
            <p role="alert" className={styles.error}>
              {status.message}
            </p>
          ) : null}
          {status.kind === 'failed' ? (
            <div role="alert">
              <p className={styles.error}>{status.message}</p>
              <Button variant="light" onClick={() => void confirm()} icon={<RotateCcw size={16} />}>
                {content.retry}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
