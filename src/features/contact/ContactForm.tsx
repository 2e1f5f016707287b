import { Send } from 'lucide-react';
import { useId } from 'react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/Button';
import { FormTrap } from '@/components/FormTrap';
import { privacyPath } from '@/config/site';
import { QUOTE_FORM_ID } from '@/lib/quoteLink';
import { blockHeadingId } from '@/lib/useScrollToHash';
import { ContactField } from './ContactField';
import { contactFormContent as content } from './contactFormContent';
import type { ContactField as FieldName, ServiceValue } from './contactValidation';
import { CATALOGUE_SERVICE_OF, SERVICE_VALUES } from './contactValidation';
import styles from './ContactForm.module.css';
import { FailureMessage, SentMessage } from './SubmissionMessage';
import { useContactForm } from './useContactForm';

const isCleaningKind = (value: ServiceValue) => CATALOGUE_SERVICE_OF[value] === 'cleaning';
const serviceOption = (value: ServiceValue) => ({ value, label: content.serviceLabels[value] });

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
      options: [
        {
          group: content.cleaningGroup,
          options: SERVICE_VALUES.filter(isCleaningKind).map(serviceOption),
        },
        ...SERVICE_VALUES.filter((value) => !isCleaningKind(value)).map(serviceOption),
      ],
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

interface ContactFormProps {
  /** The service a quote link asked for; it replaces the one chosen so far. */
  service?: ServiceValue | null;
}

export function ContactForm({ service = null }: ContactFormProps) {
  const idPrefix = useId();
  const headingId = blockHeadingId(QUOTE_FORM_ID);
  const { formRef, values, errors, checkedEmail, status, change, blur, submit, retry } =
    useContactForm(service);
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
    <div id={QUOTE_FORM_ID} className={styles.panel}>
      <h2 id={headingId} tabIndex={-1} className={styles.heading}>
        {content.heading}
      </h2>
      <p className={styles.intro}>{content.intro}</p>
      {status.kind === 'sent' ? <SentMessage receipt={status.receipt} /> : null}
      <form
        ref={formRef}
        className={styles.form}
        aria-labelledby={headingId}
        noValidate
        onSubmit={submit}
      >
        <p className={styles.note}>{content.requiredNote}</p>
        {rows.map((row) => (
          <div key={row.join()} className={styles.row}>
            {row.map(field)}
          </div>
        ))}
        {field('message')}
        <FormTrap />
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
        {status.kind === 'failed' ? (
          <FailureMessage failure={status.failure} onRetry={retry} />
        ) : null}
        <p className={styles.note}>
          {content.privacy.before}
          <a href={privacyPath}>{content.privacy.link}</a>
          {content.privacy.after}
        </p>
      </form>
    </div>
  );
}
