import { isValidEmail } from './email';
import {
  characterCount,
  hasEncodedWordSyntax,
  hasHiddenCharacters,
  hasLoneSurrogate,
  toFreeText,
  toHeaderText,
  toSingleLine,
} from './plainText';

/** The contact rules, shared by browser form and server, so both give the same verdict. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * The form's services: each of the catalogue's (its ids, checked against src/config/catalogue.ts
 * by src/config/catalogue.test.ts), cleaning by its kinds, or anything else.
 * A value once stored stays a value, so old leads still read (docs/decisions/018-every-service-in-the-quote-form.md).
 */
export const CATALOGUE_SERVICE_OF = {
  commercial: 'cleaning',
  deep: 'cleaning',
  residential: 'cleaning',
  move: 'cleaning',
  waste: 'waste',
  maintenance: 'maintenance',
  grounds: 'grounds',
  other: null,
} as const satisfies Record<string, string | null>;
export type ServiceValue = keyof typeof CATALOGUE_SERVICE_OF;
export const SERVICE_VALUES = Object.keys(CATALOGUE_SERVICE_OF) as readonly ServiceValue[];

export const isServiceValue = (value: string): value is ServiceValue =>
  (SERVICE_VALUES as readonly string[]).includes(value);

/** Each service in the form's words: the form's options, the e-mail and the staff's list. */
export const SERVICE_LABELS: Record<ServiceValue, string> = {
  commercial: 'Commercial cleaning',
  deep: 'Deep cleaning',
  residential: 'Residential cleaning',
  move: 'Move-in / move-out cleaning',
  waste: 'Waste management',
  maintenance: 'Facility maintenance',
  grounds: 'Grounds maintenance',
  other: 'Something else',
};

/** A stored service in those words; the stored value itself if the list has since changed. */
export const serviceLabel = (service: string | null): string | null => {
  if (service === null || service === '') return null;
  return isServiceValue(service) ? SERVICE_LABELS[service] : service;
};

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const PHONE_PATTERN = /^[\d +()-]*$/;

/** What a client may send as Idempotency-Key: a UUID fits, and so do most other schemes. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const contactErrorMessages = {
  name: {
    missing: 'Enter your full name.',
    short: 'Your name needs at least 2 characters.',
    long: 'Your name can be at most 100 characters.',
    unreadable: 'Your name contains a broken character. Please type it again.',
  },
  email: {
    missing: 'Enter your e-mail address.',
    long: 'Your e-mail address can be at most 254 characters.',
    invalid: 'Enter a valid e-mail address, like name@company.com.au.',
    unreadable: 'Your e-mail address contains a broken character. Please type it again.',
  },
  phone: {
    long: 'Your phone number can be at most 30 characters.',
    invalid: 'Your phone number can only contain digits, spaces and + ( ) -.',
    unreadable: 'Your phone number contains a broken character. Please type it again.',
  },
  service: {
    invalid: 'Choose a service from the list.',
  },
  message: {
    missing: 'Enter a message.',
    short: 'Your message needs at least 10 characters.',
    long: 'Your message can be at most 5,000 characters.',
    unreadable: 'Your message contains a broken character. Please type that part again.',
    hidden:
      'Your message contains hidden control or text-direction characters, often picked up when pasting. Please type the affected part again.',
  },
} as const satisfies Record<ContactField, Record<string, string>>;

/** A field's value as it is sent and stored, and what is wrong with it, if anything. */
export interface FieldVerdict {
  value: string;
  problem: string | undefined;
}

const m = contactErrorMessages;

const problems: Record<ContactField, (value: string) => string | undefined> = {
  name: (value) => {
    if (value === '') return m.name.missing;
    if (characterCount(value) < CONTACT_LIMITS.nameMin) return m.name.short;
    if (characterCount(value) > CONTACT_LIMITS.nameMax) return m.name.long;
    return undefined;
  },
  email: (value) => {
    if (value === '') return m.email.missing;
    if (value.length > CONTACT_LIMITS.emailMax) return m.email.long;
    // "=?" is allowed in an address, but a mail reader would decode what follows in a header.
    if (!isValidEmail(value) || hasEncodedWordSyntax(value)) return m.email.invalid;
    return undefined;
  },
  phone: (value) => {
    if (characterCount(value) > CONTACT_LIMITS.phoneMax) return m.phone.long;
    if (!PHONE_PATTERN.test(value)) return m.phone.invalid;
    return undefined;
  },
  service: (value) => (value === '' || isServiceValue(value) ? undefined : m.service.invalid),
  message: (value) => {
    if (value === '') return m.message.missing;
    if (hasHiddenCharacters(value)) return m.message.hidden;
    if (characterCount(value) < CONTACT_LIMITS.messageMin) return m.message.short;
    if (characterCount(value) > CONTACT_LIMITS.messageMax) return m.message.long;
    return undefined;
  },
};

/** A broken character cannot be normalised away: it may be half of what the person meant. */
const unreadable = (field: ContactField): string =>
  field === 'service' ? m.service.invalid : m[field].unreadable;

/** The message is free text; other fields one line; the name (in headers) loses encoded-words. */
const normalise: Record<ContactField, (raw: string) => string> = {
  name: toHeaderText,
  email: toSingleLine,
  phone: toSingleLine,
  service: toSingleLine,
  message: toFreeText,
};

export function judgeContactField(field: ContactField, raw: string): FieldVerdict {
  const value = normalise[field](raw);
  if (hasLoneSurrogate(raw)) return { value, problem: unreadable(field) };
  return { value, problem: problems[field](value) };
}

export function judgeContact(raw: ContactValues): { values: ContactValues; errors: ContactErrors } {
  const values = { ...raw };
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const verdict = judgeContactField(field, raw[field]);
    values[field] = verdict.value;
    if (verdict.problem !== undefined) errors[field] = verdict.problem;
  }
  return { values, errors };
}
