import { FORM_SCREENING } from '@/config/forms';
import styles from './FormTrap.module.css';

/**
 * A field no person sees or reaches (off screen, hidden from assistive technology, out of the tab
 * order, never autofilled): a bot filling every field fills it, and its submission is held back.
 */
export function FormTrap() {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={FORM_SCREENING.honeypot} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
