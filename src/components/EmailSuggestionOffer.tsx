import type { MouseEvent } from 'react';
import { suggestEmail } from '@/lib/emailSuggestion';

interface EmailSuggestionOfferProps {
  fieldName: string;
  typed: string;
  onAccept: (address: string) => void;
}

/** The address the visitor probably meant, as a button that fills the field and keeps its focus. */
export function EmailSuggestionOffer({ fieldName, typed, onAccept }: EmailSuggestionOfferProps) {
  const address = suggestEmail(typed);
  if (address === undefined) return null;
  const accept = (event: MouseEvent<HTMLButtonElement>) => {
    onAccept(address);
    // Found by name in its form: a prerendered field keeps the id it was served with.
    const field = event.currentTarget.form?.elements.namedItem(fieldName);
    if (field instanceof HTMLElement) field.focus();
  };
  return (
    <p>
      Did you mean{' '}
      <button type="button" onClick={accept}>
        {address}
      </button>
      ?
    </p>
  );
}

// React.lazy takes a default export; mapping the named one would cost every page a few bytes.
export default EmailSuggestionOffer;
