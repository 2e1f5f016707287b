import type { RefObject } from 'react';
import { useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a visitor typed into a prerendered field before the app's scripts ran: the browser kept it in the field, but not in React's state, so the next render would wipe it. */
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
