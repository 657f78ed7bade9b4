import { type CredenceClient, preloadClientSchemas, type UserId } from '@credence/api';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useFirstInteraction } from '../lazy/useFirstInteraction';
import { ToastQueue, ToastRegion } from '../Toast/Toast';
import { type ThemeName, ThemeRoot, useInsideThemeRoot } from '../theme/ThemeRoot';

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
  /**
   * The theme of everything inside, dialogs and toasts included: `'light'`, `'dark'` or
   * `'system'` (the operating system's colour scheme). Left out, the provider keeps the theme of
   * an enclosing `ThemeRoot`, or applies `'light'` when there is none: the screens are styled
   * either way.
   */
  theme?: ThemeName;
  children?: ReactNode;
}

const CredenceContext = createContext<CredenceContextValue | null>(null);

/**
 * Holds the API client, the signed-in user and the role for the screens below it, applies the
 * theme (see {@link CredenceProviderProps.theme}) and renders the app's toast region. At the
 * person's first press, key or touch it starts loading the client's schemas
 * (`preloadClientSchemas`).
 */
export function CredenceProvider({
  client,
  userId,
  userRole,
  theme,
  children,
}: CredenceProviderProps) {
  const [toasts] = useState(() => new ToastQueue());
  // The client checks its requests with schemas it loads with the first one: from the first
  // touch on they load, so the first save does not wait for them.
  useFirstInteraction(preloadClientSchemas);
  const value = useMemo(
    () => ({ client, userId, userRole, toasts }),
    [client, userId, userRole, toasts],
  );
  const insideThemeRoot = useInsideThemeRoot();
  const content = (
    <CredenceContext.Provider value={value}>
      {children}
      <ToastRegion queue={toasts} />
    </CredenceContext.Provider>
  );
  // Without a theme class above them the components' CSS variables are unset: browser-default
  // text and sliders without tracks. So the provider themes its content unless an app's own
  // ThemeRoot already does and no other theme was asked for.
  if (insideThemeRoot && theme === undefined) return content;
  return <ThemeRoot theme={theme ?? 'light'}>{content}</ThemeRoot>;
}

/** The message of the error {@link useCredence} throws outside a {@link CredenceProvider}. */
export const CREDENCE_PROVIDER_MISSING = 'useCredence must be used within CredenceProvider';

/** The client, user, role and toast queue of the nearest {@link CredenceProvider}. */
export function useCredence(): CredenceContextValue {
  const value = useContext(CredenceContext);
  if (value === null) throw new Error(CREDENCE_PROVIDER_MISSING);
  return value;
}
