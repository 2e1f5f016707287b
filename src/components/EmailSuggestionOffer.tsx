import { suggestEmail } from '@/lib/emailSuggestion';

interface EmailSuggestionOfferProps {
  fieldId: string;
  typed: string;
  onAccept: (address: string) => void;
}

/** The address the visitor probably meant, as a button that fills the field and keeps its focus. */
export function EmailSuggestionOffer({ fieldId, typed, onAccept }: EmailSuggestionOfferProps) {
  const address = suggestEmail(typed);
  if (address === undefined) return null;
  const accept = () => {
    onAccept(address);
    document.getElementById(fieldId)?.focus();
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
