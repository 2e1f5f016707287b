import { Suspense, lazy } from 'react';
import styles from './EmailSuggestion.module.css';

// The sentence and the checker's lists load once an address is checked, not with every page.
const Offer = lazy(
  () => import(/* webpackChunkName: "email-suggestion" */ './EmailSuggestionOffer'),
);

interface EmailSuggestionProps {
  /** The name of the field in its form, which keeps the focus when the address is taken. */
  fieldName: string;
  value: string;
  /** What the field held when it was left or its error shown: offered while it still does. */
  checkedValue: string;
  onAccept: (address: string) => void;
}

/** "Did you mean …?" under an e-mail field, in a polite live region that is there before it. */
export function EmailSuggestion(props: EmailSuggestionProps) {
  const { fieldName, value, checkedValue, onAccept } = props;
  return (
    <div role="status" className={styles.region}>
      {value !== '' && value === checkedValue ? (
        <Suspense fallback={null}>
          <Offer fieldName={fieldName} typed={value} onAccept={onAccept} />
        </Suspense>
      ) : null}
    </div>
  );
}
