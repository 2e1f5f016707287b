import * as v from 'valibot';
import { STORAGE_PREFIX } from '@/state/persist';
import { IDEMPOTENCY_KEY_PATTERN } from '@contract/contact/contactRules';
import type { ContactValues } from './contactValidation';

/** The unsent form, kept for this tab only (sessionStorage) so a reload loses nothing. */
export const DRAFT_STORAGE_KEY = `${STORAGE_PREFIX}contact-draft`;

export interface ContactDraft {
  values: ContactValues;
  /** Identifies this draft to the server, so a retried send is stored once. */
  idempotencyKey: string | null;
  /** When its first field was typed (ms since 1970): a draft restored after a reload counts it. */
  startedAt?: number;
}

const StoredDraftSchema = v.object({
  version: v.literal(1),
  values: v.object({
    name: v.string(),
    email: v.string(),
    phone: v.string(),
    service: v.string(),
    message: v.string(),
  }),
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

export const readDraft = (): ContactDraft | null => {
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

export const saveDraft = (draft: ContactDraft): void => {
  try {
    sessionStore()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: 1, ...draft }));
  } catch {
    // Storage full or blocked: the form still works, the draft just is not kept.
  }
};

export const removeDraft = (): void => {
  try {
    sessionStore()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
};

/** A random UUID; crypto.randomUUID exists only on secure origins, so fall back to its parts. */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
