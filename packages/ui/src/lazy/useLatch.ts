import { useRef } from 'react';

/**
 * Whether `value` has been true at any render so far: a piece that loads on demand mounts the
 * first time it is wanted and stays mounted after (so it can close, animate and keep its state
 * as an always-mounted one would).
 */
export function useLatch(value: boolean): boolean {
  const latched = useRef(false);
  if (value) latched.current = true;
  return latched.current;
}
