import { createContext, useContext, useEffect, useState } from 'react';

/** Work to start once the server-rendered page has fully hydrated (set by the client entry). */
export const AfterHydrationContext = createContext<(() => void) | null>(null);

/** Its effects run once the page hydrated, so restored state cannot alter markup mid-match. */
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
