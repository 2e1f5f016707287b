import { isValidEmail } from '@/lib/email';
import { contactFormContent } from './contactFormContent';

/**
 * The contact form's rules. They mirror the server's (server/contact/contactValidation.ts)
 * so a visitor sees the same verdict before sending as the server would give after.
 */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const SERVICE_VALUES = ['residential', 'commercial', 'deep', 'move', 'other'] as const;
export type ServiceValue = (typeof SERVICE_VALUES)[number];

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMin: 10,
  messageMax: 5000,
} as const;

const PHONE_PATTERN = /^[\d +()-]*$/;

export const emptyContactValues: ContactValues = {
  name: '',
  email: '',
  phone: '',
  service: '',
  message: '',
};

const isServiceValue = (value: string): value is ServiceValue =>
  (SERVICE_VALUES as readonly string[]).includes(value);

/** Counts characters as the server does, so an emoji is one character, not two. */
const lengthOf = (value: string): number => [...value].length;

const messages = contactFormContent.errors;

const rules: Record<ContactField, (value: string) => string | undefined> = {
  name: (value) => {
    if (value === '') return messages.nameMissing;
    if (lengthOf(value) < CONTACT_LIMITS.nameMin) return messages.nameShort;
    if (lengthOf(value) > CONTACT_LIMITS.nameMax) return messages.nameLong;
    return undefined;
  },
  email: (value) => {
    if (value === '') return messages.emailMissing;
    if (value.length > CONTACT_LIMITS.emailMax) return messages.emailLong;
    if (!isValidEmail(value)) return messages.emailInvalid;
    return undefined;
  },
  phone: (value) => {
    if (lengthOf(value) > CONTACT_LIMITS.phoneMax) return messages.phoneLong;
    if (!PHONE_PATTERN.test(value)) return messages.phoneInvalid;
    return undefined;
  },
  service: (value) => (value === '' || isServiceValue(value) ? undefined : messages.serviceInvalid),
  message: (value) => {
    if (value === '') return messages.messageMissing;
    if (lengthOf(value) < CONTACT_LIMITS.messageMin) return messages.messageShort;
    if (lengthOf(value) > CONTACT_LIMITS.messageMax) return messages.messageLong;
    return undefined;
  },
};

/** The problem with one field, or undefined when it is fine. Values are judged trimmed. */
export const validateContactField = (field: ContactField, value: string): string | undefined =>
  rules[field](value.trim());

export const validateContact = (values: ContactValues): ContactErrors => {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const problem = validateContactField(field, values[field]);
    if (problem !== undefined) errors[field] = problem;
  }
  return errors;
};

/** The first field in form order that has a problem. */
export const firstInvalidField = (errors: ContactErrors): ContactField | undefined =>
  CONTACT_FIELDS.find((field) => errors[field] !== undefined);

export const isContactField = (name: string): name is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(name);

/** What is sent to the server: trimmed, with empty optional fields left out. */
export interface ContactRequestBody {
  name: string;
  email: string;
  phone?: string;
  service?: ServiceValue;
  message: string;
}

export const toContactRequestBody = (values: ContactValues): ContactRequestBody => {
  const phone = values.phone.trim();
  const service = values.service.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone === '' ? {} : { phone }),
    ...(isServiceValue(service) ? { service } : {}),
    message: values.message.trim(),
  };
};
