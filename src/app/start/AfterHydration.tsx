import { createContext, useContext, useEffect, useState } from 'react';

/** Work to start once the server-rendered page has fully hydrated (set by the client entry). */
export const AfterHydrationContext = createContext<(() => void) | null>(null);

/** Rendered after the page inside its Suspense boundary, so its effects run only when the page itself has hydrated: state restored from storage cannot change markup React is still matching against the server's HTML. */
export function AfterHydration() {
  const start = useContext(AfterHydrationContext);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // A render of its own, batched with the updates the page's mount effects make.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSettled(true);
  }, []);
  useEffect(() => {
    if (settled) start?.();
  }, [settled, start]);
  return null;
}
