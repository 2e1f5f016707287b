import type { RefObject } from 'react';
import { useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Text typed before the scripts ran: in the field but not in React state, so a render wipes it. */
export const typedBeforeHydration = (field: Field | null, stateValue: string): string | null =>
  field && field.value !== stateValue ? field.value : null;

/** Adopts a field's early typing into its state once, when the field goes live. */
export function useAdoptTypedBeforeHydration(
  ref: RefObject<Field | null>,
  stateValue: string,
  adopt: (value: string) => void,
): void {
  useEffect(() => {
    const typed = typedBeforeHydration(ref.current, stateValue);
    if (typed !== null) adopt(typed);
    // Only the first, hydrating render can differ from what the browser shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
