import { useEffect, useRef } from 'react';

/** What counts as a person acting on the page (not merely looking at it). */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Calls `onFirst` once, at the first press, key or touch anywhere in the document: the moment to
 * start loading code a page needs only once someone acts on it (the API client's schemas, before
 * the first request), so it is there when needed without being part of the first download.
 */
export function useFirstInteraction(onFirst: () => void): void {
  const latest = useRef(onFirst);
  latest.current = onFirst;
  useEffect(() => {
    const first = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, first, true);
      latest.current();
    };
    for (const type of INTERACTIONS) {
      document.addEventListener(type, first, { capture: true, passive: true });
    }
    return () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, first, true);
    };
  }, []);
}
