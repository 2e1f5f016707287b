import { FORM_SCREENING } from '@/config/forms';
/** The screening fields of a form (its trap, if it has one, and how long the page has been open). */
export function screeningFields(form: HTMLFormElement | null): Record<string, string | number> {
  const trap = form?.elements.namedItem(FORM_SCREENING.honeypot);
  return {
    [FORM_SCREENING.honeypot]: trap instanceof HTMLInputElement ? trap.value : '',
    // Since the page began loading: a form tapped before the scripts ran still counts its time.
    [FORM_SCREENING.openFor]: Math.round(performance.now()),
  };
}
