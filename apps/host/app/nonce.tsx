import { createContext, useContext } from 'react';

/**
 * This response's Content-Security-Policy nonce, provided by `entry.server.tsx` while rendering
 * on the server (the browser needs none after hydration: it hides nonces from the DOM).
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce for inline `<script>`s (`<Scripts nonce>`, `<ScrollRestoration nonce>`). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
