import { FORMS_PREFIX } from '../forms/registerForms';
import { CSP_REPORTS_PATH } from './cspReportRoutes';

/** Where a build's pages report Content-Security-Policy violations. */
export const cspReportsUrl = (formsUrl: string | null): string | null =>
  formsUrl === null ? null : `${formsUrl}${FORMS_PREFIX}${CSP_REPORTS_PATH}`;

/** Where the Node server's own pages report: itself. */
export const OWN_CSP_REPORTS_URL = `${FORMS_PREFIX}${CSP_REPORTS_PATH}`;
