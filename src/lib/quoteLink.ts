import type { ServiceId } from '../config/catalogue';
import type { ServiceValue } from '@contract/contact/contactRules';

/** The quote form's block on /contact: every quote action lands on it, scrolled into view. */
export const QUOTE_FORM_ID = 'quote';

/** Where a quote action leads: the form itself, with the service the visitor was reading about. */
export const quotePath = (service?: ServiceId | ServiceValue): string => {
  const query = service === undefined ? '' : `?service=${service}`;
  return `/contact${query}#${QUOTE_FORM_ID}`;
};
