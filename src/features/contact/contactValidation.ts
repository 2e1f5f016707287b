import type { ServiceId } from '@/config/catalogue';
import { SERVICE_IDS } from '@/config/catalogue';
import type {
  ContactErrors,
  ContactField,
  ContactValues,
  ServiceValue,
} from '@contract/contact/contactRules';
import {
  CONTACT_FIELDS,
  isServiceValue,
  judgeContact,
  judgeContactField,
} from '@contract/contact/contactRules';

/** The form's side of contract/contact/contactRules.ts, which the server uses too: the same verdict. */
export type { ContactErrors, ContactField, ContactValues, ServiceValue };
export {
  CATALOGUE_SERVICE_OF,
  CONTACT_FIELDS,
  SERVICE_VALUES,
} from '@contract/contact/contactRules';

/** A catalogue service's page asks for its form value; cleaning is mostly commercial work. */
const FORM_VALUE_OF: Record<ServiceId, ServiceValue> = {
  cleaning: 'commercial',
  waste: 'waste',
  maintenance: 'maintenance',
  grounds: 'grounds',
};

/** The form value a quote link's `?service=` asks for (see quotePath), or null for none it knows. */
export const requestedService = (search: string): ServiceValue | null => {
  const asked = new URLSearchParams(search).get('service');
  if (asked === null) return null;
  if (isServiceValue(asked)) return asked;
  const page = SERVICE_IDS.find((id) => id === asked);
  return page === undefined ? null : FORM_VALUE_OF[page];
};

export const emptyContactValues = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, '']),
) as ContactValues;

/** The problem with one field, or undefined when it is fine. Values are judged normalised. */
export const validateContactField = (field: ContactField, value: string): string | undefined =>
  judgeContactField(field, value).problem;

export const validateContact = (values: ContactValues): ContactErrors =>
  judgeContact(values).errors;

export const firstInvalidField = (errors: ContactErrors): ContactField | undefined =>
  CONTACT_FIELDS.find((field) => errors[field] !== undefined);

export const isContactField = (name: string): name is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(name);

/** What is sent to the server: normalised, with empty optional fields left out. */
export interface ContactRequestBody {
  name: string;
  email: string;
  phone?: string;
  service?: ServiceValue;
  message: string;
}

export const toContactRequestBody = (typed: ContactValues): ContactRequestBody => {
  const { name, email, phone, service, message } = judgeContact(typed).values;
  return {
    name,
    email,
    ...(phone === '' ? {} : { phone }),
    ...(isServiceValue(service) ? { service } : {}),
    message,
  };
};
