import { createContext, useContext, useEffect } from 'react';

/** Work to start once the server-rendered page has fully hydrated (set by the client entry). */
export const AfterHydrationContext = createContext<(() => void) | null>(null);

/**
 * Rendered after the page inside its Suspense boundary, so its effect runs only when the
 * page itself has hydrated: state restored from storage cannot change markup React is
 * still matching against the server's HTML.
 */
export function AfterHydration() {
  const start = useContext(AfterHydrationContext);
  useEffect(() => {
    start?.();
  }, [start]);
  return null;
}
