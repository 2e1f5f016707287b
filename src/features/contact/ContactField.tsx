import type { ChangeEvent } from 'react';
import { EmailSuggestion } from '@/components/EmailSuggestion';
import { contactFormContent as content } from './contactFormContent';
import type { ContactField as FieldName } from './contactValidation';
import styles from './ContactField.module.css';

interface SelectOption {
  value: string;
  label: string;
}
/** Options under a heading the list shows but no one can choose. */
interface SelectGroup {
  group: string;
  options: readonly SelectOption[];
}

const renderOption = ({ value, label }: SelectOption) => (
  <option key={value} value={value}>
    {label}
  </option>
);

type Control =
  | { kind: 'input'; type: 'text' | 'email' | 'tel'; autoComplete: string }
  | { kind: 'textarea'; rows: number }
  | { kind: 'select'; placeholder: string; options: readonly (SelectOption | SelectGroup)[] };

interface ContactFieldProps {
  idPrefix: string;
  name: FieldName;
  label: string;
  control: Control;
  value: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** For an e-mail field: the value it was left with, checked for a slip in its domain. */
  checkedValue?: string;
  onChange: (name: FieldName, value: string) => void;
  onBlur: (name: FieldName) => void;
}

/**
 * One labelled control with its hint and its error, both tied to it for assistive technology;
 * an e-mail field also offers the address the visitor probably meant, announced as it appears.
 */
export function ContactField(props: ContactFieldProps) {
  const { idPrefix, name, label, control, value, required = false, hint, error } = props;
  const id = `${idPrefix}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const shared = {
    id,
    name,
    value,
    required,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      props.onChange(name, event.target.value),
    onBlur: () => props.onBlur(name),
  };

  return (
    <div className={styles.field} data-invalid={Boolean(error)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className={styles.optional}> {content.optional}</span>
        )}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {control.kind === 'input' ? (
        <input {...shared} type={control.type} autoComplete={control.autoComplete} />
      ) : null}
      {control.kind === 'textarea' ? <textarea {...shared} rows={control.rows} /> : null}
      {control.kind === 'select' ? (
        <select {...shared}>
          <option value="">{control.placeholder}</option>
          {control.options.map((option) =>
            'group' in option ? (
              <optgroup key={option.group} label={option.group}>
                {option.options.map(renderOption)}
              </optgroup>
            ) : (
              renderOption(option)
            ),
          )}
        </select>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {control.kind === 'input' && control.type === 'email' ? (
        <EmailSuggestion
          fieldName={name}
          value={value}
          checkedValue={props.checkedValue ?? ''}
          onAccept={(address) => props.onChange(name, address)}
        />
      ) : null}
    </div>
  );
}
