import type { ContactErrors, ContactField, ContactValues, ServiceValue } from '@/lib/contactRules';
import {
  CONTACT_FIELDS,
  isServiceValue,
  judgeContact,
  judgeContactField,
} from '@/lib/contactRules';

/** The form's side of src/lib/contactRules.ts, which the server uses too: the same verdict. */
export type { ContactErrors, ContactField, ContactValues, ServiceValue };
export { CONTACT_FIELDS, SERVICE_VALUES } from '@/lib/contactRules';

export const emptyContactValues: ContactValues = {
  name: '',
  email: '',
  phone: '',
  service: '',
  message: '',
};

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
