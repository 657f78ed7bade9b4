import { useEffect, useState } from 'react';

/**
 * False while the page is the server's HTML (and during hydration), true once React runs in the
 * browser: for controls that need a submit button only while scripts have not taken over.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
