import { FORM_SCREENING } from '@/config/forms';

/**
 * A field no person sees or reaches (clipped out of sight, hidden from assistive technology, out
 * of the tab order, never autofilled): a bot filling every field fills it, and its submission is
 * held back.
 */
export function FormTrap() {
  return (
    <input
      className="visually-hidden"
      aria-hidden="true"
      name={FORM_SCREENING.honeypot}
      tabIndex={-1}
      autoComplete="off"
    />
  );
}
