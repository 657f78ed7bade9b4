/**
 * Every page address no other route claims: the designed 404 page, with a 404 status (so the
 * server's answer says so too, not only the page).
 */
import type { MetaFunction } from '@remix-run/node';
import { useRouteError } from '@remix-run/react';
import { ErrorPage, NOT_FOUND } from '../shell/ErrorPage.tsx';

export const meta: MetaFunction = () => [{ title: `${NOT_FOUND.title} · Credence` }];

export function loader(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return <ErrorPage error={null} />;
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
