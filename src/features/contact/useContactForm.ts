import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { screeningFields } from '@/lib/formScreening';
import { useAppDispatch } from '@/state/hooks';
import { typedBeforeHydration } from '@/lib/typedBeforeHydration';
import type { ContactReceipt } from './contactApi';
import { contactApi } from './contactApi';
import type { ContactDraft } from './contactDraft';
import { newIdempotencyKey, readDraft, removeDraft, saveDraft } from './contactDraft';
import type { ContactErrors, ContactField, ServiceValue } from './contactValidation';
import {
  CONTACT_FIELDS,
  emptyContactValues,
  firstInvalidField,
  toContactRequestBody,
  validateContact,
  validateContactField,
} from './contactValidation';
import type { SubmissionFailure } from './submissionFailure';
import { describeFailure } from './submissionFailure';

export type SubmissionStatus =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; receipt: ContactReceipt }
  | { kind: 'failed'; failure: SubmissionFailure };

const emptyDraft: ContactDraft = { values: emptyContactValues, idempotencyKey: null };

/** Form state stays in the component so personal details never reach the store or its log. */
export function useContactForm(asked: ServiceValue | null) {
  const dispatch = useAppDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const screening = useRef<Record<string, string | number> | null>(null);
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const [errors, setErrors] = useState<ContactErrors>({});
  // Fields the visitor has typed in, and fields whose errors are on show and kept current.
  const [dirty, setDirty] = useState<ReadonlySet<ContactField>>(new Set());
  const [checked, setChecked] = useState<ReadonlySet<ContactField>>(new Set());
  const [status, setStatus] = useState<SubmissionStatus>({ kind: 'editing' });
  // The address as the visitor left it, or as it was when errors showed: checked for slips.
  const [checkedEmail, setCheckedEmail] = useState('');

  useEffect(() => {
    // Restored after hydration, so prerendered markup always matches the first client render.
    const saved = readDraft() ?? emptyDraft;
    // Typing done before the page was live is in the fields only, and is newer than the draft.
    const typed = CONTACT_FIELDS.flatMap((field) => {
      const control = formRef.current?.elements.namedItem(field);
      const isField =
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement;
      const early = isField ? typedBeforeHydration(control, emptyDraft.values[field]) : null;
      return early ? [[field, early] as const] : [];
    });
    if (typed.length === 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (saved !== emptyDraft) setDraft(saved);
      return;
    }
    setDraft({
      values: { ...saved.values, ...Object.fromEntries(typed) },
      idempotencyKey: saved.idempotencyKey ?? newIdempotencyKey(),
      startedAt: saved.startedAt ?? Date.now(),
    });
    setDirty(new Set(typed.map(([field]) => field)));
  }, []);

  useEffect(() => {
    if (asked === null) return;
    // A quote link names the service the visitor was reading about: newer than any draft.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft((current) => ({ ...current, values: { ...current.values, service: asked } }));
  }, [asked]);

  useEffect(() => {
    if (draft.idempotencyKey !== null) saveDraft(draft);
  }, [draft]);

  const focusField = (field: ContactField) => {
    const control = formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  };

  const change = (field: ContactField, value: string) => {
    // The first keystroke starts a draft, and the draft gets its key.
    const renew = status.kind === 'failed';
    const key = renew ? newIdempotencyKey() : (draft.idempotencyKey ?? newIdempotencyKey());
    setDraft((current) => ({
      values: { ...current.values, [field]: value },
      idempotencyKey: renew ? key : (current.idempotencyKey ?? key),
      startedAt: current.startedAt ?? Date.now(),
    }));
    if (status.kind === 'sent') setStatus({ kind: 'editing' });
    setDirty((current) => (current.has(field) ? current : new Set(current).add(field)));
    if (checked.has(field)) {
      setErrors((current) => ({ ...current, [field]: validateContactField(field, value) }));
    }
  };

  const blur = (field: ContactField) => {
    if (!dirty.has(field)) return;
    if (field === 'email') setCheckedEmail(draft.values.email);
    setChecked((current) => (current.has(field) ? current : new Set(current).add(field)));
    setErrors((current) => ({
      ...current,
      [field]: validateContactField(field, draft.values[field]),
    }));
  };

  const showFieldErrors = (found: ContactErrors) => {
    setErrors(found);
    setCheckedEmail(draft.values.email);
    setChecked(new Set(CONTACT_FIELDS));
    const first = firstInvalidField(found);
    if (first) focusField(first);
  };

  const send = async () => {
    if (sending.current) return;
    const found = validateContact(draft.values);
    if (firstInvalidField(found)) {
      showFieldErrors(found);
      setStatus({ kind: 'editing' });
      return;
    }
    const idempotencyKey = draft.idempotencyKey ?? newIdempotencyKey();
    // Taken at the first try: a retry is the same request, sent again.
    screening.current ??= screeningFields(formRef.current, draft.startedAt);
    const body = { ...toContactRequestBody(draft.values), ...screening.current };
    sending.current = true;
    setDraft((current) => ({ ...current, idempotencyKey }));
    setStatus({ kind: 'sending' });
    try {
      const receipt = await dispatch(
        contactApi.endpoints.submitContactRequest.initiate(
          { idempotencyKey, body: () => body },
          { track: false },
        ),
      ).unwrap();
      removeDraft();
      screening.current = null;
      setDraft(emptyDraft);
      setErrors({});
      setDirty(new Set());
      setChecked(new Set());
      setCheckedEmail('');
      setStatus({ kind: 'sent', receipt });
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.keyRejected) {
        const freshKey = newIdempotencyKey();
        setDraft((current) => ({ ...current, idempotencyKey: freshKey }));
      }
      if (failure.kind === 'invalid') showFieldErrors(failure.fieldErrors);
      setStatus({ kind: 'failed', failure });
    } finally {
      sending.current = false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const retry = () => {
    void send();
  };

  return {
    formRef,
    values: draft.values,
    errors,
    checkedEmail,
    status,
    change,
    blur,
    submit,
    retry,
  };
}
