import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { Button } from '@/components/Button';
import { isValidEmail } from '@/lib/email';
import styles from './SubscribeForm.module.css';

type Status = 'idle' | 'invalid' | 'subscribed';

/** Newsletter sign-up. No subscribe endpoint exists yet, so nothing is sent. */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setStatus('invalid');
      return;
    }
    setStatus('subscribed');
    setEmail('');
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Newsletter">
      <label htmlFor={inputId} className={styles.label}>
        Get facility care tips once a month
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com.au"
          value={email}
          aria-invalid={status === 'invalid'}
          aria-describedby={status === 'invalid' ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status !== 'idle') setStatus('idle');
          }}
        />
        <Button type="submit" variant="warning">
          Subscribe Now
        </Button>
      </div>
      <div aria-live="polite" className={styles.message}>
        {status === 'invalid' ? (
          <p id={errorId} className={styles.error}>
            Enter a valid e-mail address, like name@company.com.au.
          </p>
        ) : null}
        {status === 'subscribed' ? (
          <p className={styles.success}>Thanks for subscribing. Look out for our next update.</p>
        ) : null}
      </div>
    </form>
  );
}
