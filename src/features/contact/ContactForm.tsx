import { Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/Button';
import { ContactField } from './ContactField';
import { contactFormContent as content } from './contactFormContent';
import { SERVICE_VALUES } from './contactValidation';
import styles from './ContactForm.module.css';
import { SubmissionMessage } from './SubmissionMessage';
import { useContactForm } from './useContactForm';

const serviceOptions = SERVICE_VALUES.map((value) => ({
  value,
  label: content.serviceLabels[value],
}));

export function ContactForm() {
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const { formRef, values, errors, status, change, blur, submit, retry } = useContactForm();
  const sending = status.kind === 'sending';
  const field = { idPrefix, onChange: change, onBlur: blur };

  return (
    <div className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {content.heading}
      </h2>
      <p className={styles.intro}>{content.intro}</p>
      <SubmissionMessage status={status} onRetry={retry} />
      <form
        ref={formRef}
        className={styles.form}
        aria-labelledby={headingId}
        noValidate
        onSubmit={submit}
      >
        <p className={styles.requiredNote}>{content.requiredNote}</p>
        <div className={styles.row}>
          <ContactField
            {...field}
            name="name"
            label={content.labels.name}
            control={{ kind: 'input', type: 'text', autoComplete: 'name' }}
            value={values.name}
            error={errors.name}
            required
          />
          <ContactField
            {...field}
            name="email"
            label={content.labels.email}
            control={{ kind: 'input', type: 'email', autoComplete: 'email' }}
            value={values.email}
            error={errors.email}
            required
          />
        </div>
        <div className={styles.row}>
          <ContactField
            {...field}
            name="phone"
            label={content.labels.phone}
            control={{ kind: 'input', type: 'tel', autoComplete: 'tel' }}
            value={values.phone}
            error={errors.phone}
            hint={content.hints.phone}
          />
          <ContactField
            {...field}
            name="service"
            label={content.labels.service}
            control={{
              kind: 'select',
              placeholder: content.servicePlaceholder,
              options: serviceOptions,
            }}
            value={values.service}
            error={errors.service}
          />
        </div>
        <ContactField
          {...field}
          name="message"
          label={content.labels.message}
          control={{ kind: 'textarea', rows: 6 }}
          value={values.message}
          error={errors.message}
          hint={content.hints.message}
          required
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            size="lg"
            aria-disabled={sending}
            aria-busy={sending}
            icon={sending ? undefined : <Send size={18} />}
          >
            {sending ? content.sending : content.submit}
          </Button>
          <p className="visually-hidden" role="status">
            {sending ? content.sendingAnnouncement : ''}
          </p>
        </div>
      </form>
    </div>
  );
}
