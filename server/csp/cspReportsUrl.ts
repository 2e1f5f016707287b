import { FORMS_PREFIX } from '../forms/registerForms';
import { CSP_REPORTS_PATH } from './cspReportRoutes';

export const cspReportsUrl = (formsUrl: string | null): string | null =>
  formsUrl === null ? null : `${formsUrl}${FORMS_PREFIX}${CSP_REPORTS_PATH}`;

export const OWN_CSP_REPORTS_URL = `${FORMS_PREFIX}${CSP_REPORTS_PATH}`;
