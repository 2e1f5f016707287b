import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/Button';
import { EmailSuggestion } from '@/components/EmailSuggestion';
import { FormTrap } from '@/components/FormTrap';
import { privacyPath } from '@/config/site';
import { newsletterContent as content } from './newsletterContent';
import styles from './SubscribeForm.module.css';
import { useSignupForm } from './useSignupForm';

/** Newsletter sign-up, sent to the site's forms server; it says only what really happened. */
export function SubscribeForm() {
  const { inputRef, email, checkedEmail, status, change, blur, submit, retry } = useSignupForm();
  const inputId = useId();
  const consentId = useId();
  const errorId = useId();
  const sending = status.kind === 'sending';
  const invalid = status.kind === 'invalid';

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Newsletter">
      <label htmlFor={inputId} className={styles.label}>
        {content.label}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={content.placeholder}
          value={email}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${errorId} ${consentId}` : consentId}
          onChange={(event) => change(event.target.value)}
          onBlur={blur}
        />
        <Button type="submit" variant="warning" aria-disabled={sending} aria-busy={sending}>
          {sending ? content.sending : content.submit}
        </Button>
      </div>
      <FormTrap />
      <EmailSuggestion
        fieldName="email"
        value={email}
        checkedValue={checkedEmail}
        onAccept={change}
      />
      <p id={consentId} className={styles.consent}>
        {content.consent} <a href={privacyPath}>{content.privacyLink}</a>
      </p>
      <div aria-live="polite" className={styles.message}>
        {invalid ? (
          <p id={errorId} className={styles.error}>
            {status.message}
          </p>
        ) : null}
        {status.kind === 'subscribed' ? <p className={styles.success}>{status.message}</p> : null}
      </div>
      {status.kind === 'failed' ? (
        <div role="alert" className={styles.failure}>
          <p className={styles.error}>{status.message}</p>
          <Button variant="light" size="sm" onClick={retry} icon={<RotateCcw size={16} />}>
            {content.retry}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
