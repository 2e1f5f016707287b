import { screeningFields } from '@/lib/formScreening';
import { judgeContactField } from '@contract/contact/contactRules';
import type { AppDispatch } from '@/app/store';
import { newsletterApi } from './newsletterApi';
import type { SignupFailure } from './signupFailure';
import { describeSignupFailure } from './signupFailure';

/** What the visitor is told, in words loaded with the sending script, not with every page. */
export type SignupOutcome = { kind: 'subscribed'; message: string } | SignupFailure;

/** Checks the address by the contact form's rule for one, as the server does, then sends it. */
const CONFIRMATION_SENT =
  'Almost there: we’ve e-mailed you a link to confirm. Open it within 7 days and you’re on the list.';

export async function submitSignup(
  dispatch: AppDispatch,
  email: string,
  sourcePage: string,
  form: HTMLFormElement | null,
): Promise<SignupOutcome> {
  const verdict = judgeContactField('email', email);
  if (verdict.problem !== undefined) return { kind: 'invalid', message: verdict.problem };
  const body = { email: verdict.value, sourcePage, ...screeningFields(form) };
  try {
    await dispatch(
      newsletterApi.endpoints.submitSignup.initiate({ body: () => body }, { track: false }),
    ).unwrap();
    return { kind: 'subscribed', message: CONFIRMATION_SENT };
  } catch (error) {
    return describeSignupFailure(error);
  }
}
