import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { IDEMPOTENCY_KEY_PATTERN } from '@contract/contact/contactRules';
import { screeningFields } from '@/lib/formScreening';
import { useAppDispatch } from '@/state/hooks';
import { STORAGE_PREFIX } from '@/state/persist';
import { typedBeforeHydration } from '@/lib/typedBeforeHydration';
import type { ContactReceipt, SubmissionFailure } from './contactApi';
import { contactApi, describeFailure } from './contactApi';
import type { ContactErrors, ContactField, ContactValues, ServiceValue } from './contactValidation';
import {
  CONTACT_FIELDS,
  emptyContactValues,
  firstInvalidField,
  toContactRequestBody,
  validateContact,
  validateContactField,
} from './contactValidation';

/** The unsent form, kept for this tab only (sessionStorage) so a reload loses nothing. */
export const DRAFT_STORAGE_KEY = `${STORAGE_PREFIX}contact-draft`;

interface ContactDraft {
  values: ContactValues;
  /** Identifies this draft to the server, so a retried send is stored once. */
  idempotencyKey: string | null;
  /** When its first field was typed (ms since 1970): a draft restored after a reload counts it. */
  startedAt?: number;
}

const StoredDraftSchema = v.object({
  version: v.literal(1),
  values: v.object(
    Object.fromEntries(CONTACT_FIELDS.map((field) => [field, v.string()])) as Record<
      ContactField,
      v.StringSchema<undefined>
    >,
  ),
  idempotencyKey: v.nullable(v.pipe(v.string(), v.regex(IDEMPOTENCY_KEY_PATTERN))),
  startedAt: v.optional(v.number()),
});

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const readDraft = (): ContactDraft | null => {
  try {
    const raw = sessionStore()?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(StoredDraftSchema, JSON.parse(raw));
    if (!parsed.success) return null;
    const { values, idempotencyKey, startedAt } = parsed.output;
    return { values, idempotencyKey, ...(startedAt === undefined ? {} : { startedAt }) };
  } catch {
    return null;
  }
};

const saveDraft = (draft: ContactDraft): void => {
  try {
    sessionStore()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: 1, ...draft }));
  } catch {
    // Storage full or blocked: the form still works, the draft just is not kept.
  }
};

const removeDraft = (): void => {
  try {
    sessionStore()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
};

/** A random UUID; crypto.randomUUID exists only on secure origins, so fall back to its parts. */
const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

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
