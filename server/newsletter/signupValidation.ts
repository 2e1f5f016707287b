import { contactErrorMessages, judgeContactField } from '@contract/contact/contactRules';
import type { FieldErrors } from '../http/errors';
import { ValidationError } from '../http/errors';
import type { SignupInput } from '../store/formsStore';

export const SOURCE_PAGE_MAX = 500;

const SOURCE_PAGE_INVALID = 'The page the form was on must be a path on this site, such as /about.';

type Body = Record<string, unknown>;

const isSitePath = (value: string): boolean =>
  value.length <= SOURCE_PAGE_MAX && /^\/(?!\/)[^\s\p{C}]*$/u.test(value);

export function parseSignup(rawBody: unknown): SignupInput {
  const body: Body =
    typeof rawBody === 'object' && rawBody !== null && !Array.isArray(rawBody)
      ? (rawBody as Body)
      : {};
  const errors: FieldErrors = {};
  const rawEmail = body.email ?? '';
  // A number or object where the address belongs is as wrong as a malformed address.
  const email =
    typeof rawEmail === 'string'
      ? judgeContactField('email', rawEmail)
      : { value: '', problem: contactErrorMessages.email.invalid };
  if (email.problem !== undefined) errors.email = [email.problem];
  const sourcePage = body.sourcePage;
  if (typeof sourcePage !== 'string' || !isSitePath(sourcePage)) {
    errors.sourcePage = [SOURCE_PAGE_INVALID];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { email: email.value, sourcePage: sourcePage as string };
}
