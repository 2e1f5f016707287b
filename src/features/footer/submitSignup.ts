import { screeningFields } from '@/config/forms';
import { judgeContactField } from '@/lib/contactRules';
import type { AppDispatch } from '@/app/store';
import { newsletterApi } from './newsletterApi';
import type { SignupFailure } from './signupFailure';
import { describeSignupFailure } from './signupFailure';

export type SignupOutcome = { kind: 'subscribed' } | SignupFailure;

/** Checks the address by the contact form's rule for one, as the server does, then sends it. */
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
    return { kind: 'subscribed' };
  } catch (error) {
    return describeSignupFailure(error);
  }
}
