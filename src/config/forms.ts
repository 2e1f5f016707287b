/** Where the site's forms are sent (FORMS_URL, checked by server/buildSettings.ts): '' for this site's own server, the address of another instance of it (a site on a static host), or 'none' when there is no forms server, and so no forms. */
const formsSetting = (): string => (process.env.FORMS_URL ?? '').trim();

export const NO_FORMS_SERVER = 'none';

/** Whether the forms can be sent anywhere: where they cannot, they are not shown. */
export const hasFormsServer = (): boolean => formsSetting() !== NO_FORMS_SERVER;

export type FormName = 'contact-requests' | 'newsletter-signups';

/** The absolute address a form posts to; a path on this site is resolved against the page. */
export const formsEndpoint = (form: FormName): string =>
  new URL(`${formsSetting().replace(/\/+$/, '')}/forms/${form}`, window.location.href).href;
