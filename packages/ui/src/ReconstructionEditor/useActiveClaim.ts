import { type FocusEvent, type PointerEvent, useState } from 'react';

/** The attribute that names a claim's element for {@link useActiveClaim}: its edit key. */
export const CLAIM_KEY_ATTRIBUTE = 'data-claim-key';

function claimKeyOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest(`[${CLAIM_KEY_ATTRIBUTE}]`)?.getAttribute(CLAIM_KEY_ATTRIBUTE) ?? null;
}

/**
 * Which claim is in hand: the one under the pointer, else the one holding focus. Put `handlers`
 * on an element around the claims; each claim's element carries `data-claim-key`. One listener
 * for all claims, so the premise list's rows need no handlers of their own.
 */
export function useActiveClaim() {
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  return {
    activeKey: hovered ?? focused,
    handlers: {
      onPointerOver: (event: PointerEvent<HTMLElement>) => setHovered(claimKeyOf(event.target)),
      onPointerLeave: () => setHovered(null),
      onFocus: (event: FocusEvent<HTMLElement>) => setFocused(claimKeyOf(event.target)),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Focus moving to another claim sets it on its own `focus`; leaving the claims clears it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
      },
    },
  };
}
