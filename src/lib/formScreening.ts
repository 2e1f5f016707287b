import { FORM_SCREENING } from '@/config/forms';
/**
 * The screening fields of a form: its trap, if it has one, and how long it has been open — since
 * the page began loading (a form tapped before the scripts ran still counts its time), or since
 * `startedAt` (ms since 1970) when its draft began on an earlier page.
 */
export function screeningFields(
  form: HTMLFormElement | null,
  startedAt?: number,
): Record<string, string | number> {
  const trap = form?.elements.namedItem(FORM_SCREENING.honeypot);
  const sinceDraft = startedAt === undefined ? 0 : Date.now() - startedAt;
  return {
    [FORM_SCREENING.honeypot]: trap instanceof HTMLInputElement ? trap.value : '',
    [FORM_SCREENING.openFor]: Math.round(Math.max(performance.now(), sinceDraft)),
  };
}
