/** Where forms go (FORMS_URL): '' this server, another instance's address, or 'none'. */
const formsSetting = (): string => (process.env.FORMS_URL ?? '').trim();

export const NO_FORMS_SERVER = 'none';

/** Whether the forms can be sent anywhere: where they cannot, they are not shown. */
export const hasFormsServer = (): boolean => formsSetting() !== NO_FORMS_SERVER;

export type FormName = 'contact-requests' | 'newsletter-signups' | 'newsletter-confirmations';

/** The absolute address a form posts to; a path on this site is resolved against the page. */
export const formsEndpoint = (form: FormName): string =>
  new URL(`${formsSetting().replace(/\/+$/, '')}/forms/${form}`, window.location.href).href;

/**
 * What the forms send besides their fields, for the server to tell people from bots: a field no
 * person sees or fills (a bot filling every field fills it), and how long the form was open.
 */
export const FORM_SCREENING = { honeypot: 'website', openFor: 'openForMs' } as const;
