import type { CredenceClient, UserId } from '@credence/api';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { ToastQueue, ToastRegion } from '../Toast/Toast';

/** The session role; only `'ADMIN'` sees the evaluator's debug-panel button. */
export type CredenceRole = 'ADMIN' | 'USER' | (string & {});

/** What {@link CredenceProvider} shares with the screens below it. */
export interface CredenceContextValue {
  client: CredenceClient;
  userId: UserId;
  userRole: CredenceRole;
  /** The app's toast queue (shown by the provider's toast region). */
  toasts: ToastQueue;
}

/** Props of {@link CredenceProvider}. */
export interface CredenceProviderProps {
  /** The API client (`createCredenceClient` from `@credence/api`). */
  client: CredenceClient;
  /** The signed-in user. */
  userId: UserId;
  /** The session role (`'ADMIN'` sees the debug-panel button). */
  userRole: CredenceRole;
  children?: ReactNode;
}

const CredenceContext = createContext<CredenceContextValue | null>(null);

/**
 * Holds the API client, the signed-in user and the role for the screens below it, and renders
 * the app's toast region.
 */
export function CredenceProvider({ client, userId, userRole, children }: CredenceProviderProps) {
  const [toasts] = useState(() => new ToastQueue());
  const value = useMemo(
    () => ({ client, userId, userRole, toasts }),
    [client, userId, userRole, toasts],
  );
  return (
    <CredenceContext.Provider value={value}>
      {children}
      <ToastRegion queue={toasts} />
    </CredenceContext.Provider>
  );
}

/** The message of the error {@link useCredence} throws outside a {@link CredenceProvider}. */
export const CREDENCE_PROVIDER_MISSING = 'useCredence must be used within CredenceProvider';

/** The client, user, role and toast queue of the nearest {@link CredenceProvider}. */
export function useCredence(): CredenceContextValue {
  const value = useContext(CredenceContext);
  if (value === null) throw new Error(CREDENCE_PROVIDER_MISSING);
  return value;
}
