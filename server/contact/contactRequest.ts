import type { ContactField } from '@contract/contact/contactRules';
import {
  CONTACT_FIELDS,
  IDEMPOTENCY_KEY_PATTERN,
  contactErrorMessages,
  isServiceValue,
  judgeContactField,
} from '@contract/contact/contactRules';
import type { FieldErrors } from '../http/errors';
import { ValidationError } from '../http/errors';
import type { ContactRequestInput } from '../store/formsStore';

const KEY_INVALID = 'The idempotency key must be 8 to 100 letters, digits, hyphens or underscores.';

type Body = Record<string, unknown>;

/** A number or object where text belongs is as wrong as text that breaks the rules. */
const notText = (field: ContactField): string => {
  const messages = contactErrorMessages[field];
  return 'invalid' in messages ? messages.invalid : messages.missing;
};

const judge = (body: Body, field: ContactField): { value: string; problem?: string } => {
  const raw = body[field] ?? '';
  if (typeof raw !== 'string') return { value: '', problem: notText(field) };
  return judgeContactField(field, raw);
};

const keyFrom = (body: Body, header: string | string[] | undefined): unknown =>
  header === undefined ? (body.idempotencyKey ?? '') : header;

const checkedKey = (raw: unknown): string | undefined => {
  if (typeof raw !== 'string') return undefined;
  const key = raw.trim();
  return key === '' || IDEMPOTENCY_KEY_PATTERN.test(key) ? key : undefined;
};

export function parseContactRequest(
  rawBody: unknown,
  headerKey: string | string[] | undefined,
): ContactRequestInput {
  const body: Body =
    typeof rawBody === 'object' && rawBody !== null && !Array.isArray(rawBody)
      ? (rawBody as Body)
      : {};
  const errors: FieldErrors = {};
  const values = {} as Record<ContactField, string>;
  for (const field of CONTACT_FIELDS) {
    const { value, problem } = judge(body, field);
    values[field] = value;
    if (problem !== undefined) errors[field] = [problem];
  }
  const idempotencyKey = checkedKey(keyFrom(body, headerKey));
  if (idempotencyKey === undefined) errors.idempotencyKey = [KEY_INVALID];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  return {
    name: values.name,
    email: values.email,
    phone: values.phone === '' ? null : values.phone,
    service: isServiceValue(values.service) ? values.service : null,
    message: values.message,
    idempotencyKey: idempotencyKey === '' || idempotencyKey === undefined ? null : idempotencyKey,
  };
}
