import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/state/hooks';
import { newsletterContent } from './newsletterContent';

export type SignupStatus =
  | { kind: 'editing' }
  | { kind: 'invalid'; message: string }
  | { kind: 'sending' }
  | { kind: 'subscribed'; message: string }
  | { kind: 'failed'; message: string };

/** The newsletter form's state, in the component so the address stays out of Redux. */
export function useSignupForm() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<SignupStatus>({ kind: 'editing' });
  // The address as the visitor left it, or sent it and saw an error: checked for slips.
  const [checkedEmail, setCheckedEmail] = useState('');

  const change = (value: string) => {
    setEmail(value);
    if (status.kind !== 'sending') setStatus({ kind: 'editing' });
  };

  const blur = () => setCheckedEmail(email);

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setStatus({ kind: 'sending' });
    try {
      const { submitSignup } = await import(/* webpackChunkName: "newsletter" */ './submitSignup');
      const form = inputRef.current?.form ?? null;
      const outcome = await submitSignup(dispatch, email, pathname, form);
      if (outcome.kind === 'subscribed') {
        setEmail('');
        setStatus(outcome);
      } else if (outcome.kind === 'invalid') {
        setStatus(outcome);
        setCheckedEmail(email);
        inputRef.current?.focus();
      } else {
        setStatus(outcome);
      }
    } catch {
      // The script itself could not be loaded: the connection is the likely cause.
      setStatus({ kind: 'failed', message: newsletterContent.unreachable });
    } finally {
      sending.current = false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  return {
    inputRef,
    email,
    checkedEmail,
    status,
    change,
    blur,
    submit,
    retry: () => void send(),
  };
}
