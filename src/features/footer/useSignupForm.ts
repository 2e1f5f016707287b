import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { judgeContactField } from '@/lib/contactRules';
import { useAppDispatch } from '@/state/hooks';
import { newsletterApi } from './newsletterApi';
import type { SignupFailure } from './signupFailure';
import { describeSignupFailure } from './signupFailure';

export type SignupStatus =
  | { kind: 'editing' }
  | { kind: 'invalid'; message: string }
  | { kind: 'sending' }
  | { kind: 'subscribed' }
  | { kind: 'failed'; failure: Exclude<SignupFailure, { kind: 'invalid' }> };

/**
 * The newsletter form's state, in the component so the address stays out of Redux. The
 * address is checked by the contact form's rule for it, as the server checks it; it is kept
 * through every failure, and cleared once the visitor is on the list.
 */
export function useSignupForm() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<SignupStatus>({ kind: 'editing' });

  const change = (value: string) => {
    setEmail(value);
    if (status.kind !== 'sending') setStatus({ kind: 'editing' });
  };

  const send = async () => {
    if (sending.current) return;
    const verdict = judgeContactField('email', email);
    if (verdict.problem !== undefined) {
      setStatus({ kind: 'invalid', message: verdict.problem });
      inputRef.current?.focus();
      return;
    }
    const body = { email: verdict.value, sourcePage: pathname };
    sending.current = true;
    setStatus({ kind: 'sending' });
    try {
      await dispatch(
        newsletterApi.endpoints.submitSignup.initiate({ body: () => body }, { track: false }),
      ).unwrap();
      setEmail('');
      setStatus({ kind: 'subscribed' });
    } catch (error) {
      const failure = describeSignupFailure(error);
      if (failure.kind === 'invalid') {
        setStatus({ kind: 'invalid', message: failure.message });
        inputRef.current?.focus();
      } else {
        setStatus({ kind: 'failed', failure });
      }
    } finally {
      sending.current = false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  return { inputRef, email, status, change, submit, retry: () => void send() };
}
