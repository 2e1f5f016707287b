import { Send } from 'lucide-react';
import { useId } from 'react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/Button';
import { ContactField } from './ContactField';
import { contactFormContent as content } from './contactFormContent';
import type { ContactField as FieldName } from './contactValidation';
import { SERVICE_VALUES } from './contactValidation';
import styles from './ContactForm.module.css';
import { SubmissionMessage } from './SubmissionMessage';
import { useContactForm } from './useContactForm';

type FieldSpec = Pick<ComponentProps<typeof ContactField>, 'control' | 'hint' | 'required'>;

/** How each field is asked for; the labels, values and errors come with it at render. */
const fieldSpecs: Record<FieldName, FieldSpec> = {
  name: { control: { kind: 'input', type: 'text', autoComplete: 'name' }, required: true },
  email: { control: { kind: 'input', type: 'email', autoComplete: 'email' }, required: true },
  phone: {
    control: { kind: 'input', type: 'tel', autoComplete: 'tel' },
    hint: content.hints.phone,
  },
  service: {
    control: {
      kind: 'select',
      placeholder: content.servicePlaceholder,
      options: SERVICE_VALUES.map((value) => ({ value, label: content.serviceLabels[value] })),
    },
  },
  message: {
    control: { kind: 'textarea', rows: 6 },
    hint: content.hints.message,
    required: true,
  },
};

/** The short fields sit two to a row; the message takes the full width below them. */
const rows: readonly (readonly FieldName[])[] = [
  ['name', 'email'],
  ['phone', 'service'],
];

export function ContactForm() {
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const { formRef, values, errors, checkedEmail, status, change, blur, submit, retry } =
    useContactForm();
  const sending = status.kind === 'sending';
  const field = (name: FieldName) => (
    <ContactField
      key={name}
      {...fieldSpecs[name]}
      idPrefix={idPrefix}
      name={name}
      label={content.labels[name]}
      value={values[name]}
      error={errors[name]}
      checkedValue={name === 'email' ? checkedEmail : undefined}
      onChange={change}
      onBlur={blur}
    />
  );

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
        {rows.map((row) => (
          <div key={row.join()} className={styles.row}>
            {row.map(field)}
          </div>
        ))}
        {field('message')}
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
