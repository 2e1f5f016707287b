import { FORM_SCREENING } from '@/config/forms';
import { isRecord } from '@contract/isRecord';
import type { Screening } from '../store/formsStore';

/** Faster than anyone fills a form in: a person reads, types, and scrolls to the footer's. */
export const MIN_OPEN_MS = 2_000;

/**
 * Whether a submission looked automated, and why. A form that does not say how long it was open
 * (a page from before this rule, or a client of the API) is judged by the honeypot alone.
 */
export function screeningOf(body: unknown): Screening | null {
  if (!isRecord(body)) return null;
  const trap = body[FORM_SCREENING.honeypot];
  if (trap !== undefined && trap !== null && trap !== '') return 'honeypot';
  const openFor = body[FORM_SCREENING.openFor];
  if (typeof openFor === 'number' && Number.isFinite(openFor) && openFor < MIN_OPEN_MS) {
    return 'too fast';
  }
  return null;
}
