/** How form routes answer while a throttle (`models/signIn.server.ts`) refuses. */
import { data, type HeadersFunction } from '@remix-run/node';

/** 429 with `Retry-After` (seconds) and the action data the page shows. */
export function tooManyRequests<T>(body: T, retryAfterSeconds: number) {
  return data(body, {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/**
 * A route's `headers` export that passes the action's `Retry-After` on to the page's response
 * (Remix carries only `Set-Cookie` over by itself).
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};
