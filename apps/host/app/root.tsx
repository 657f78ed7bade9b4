import { preloadClientSchemas } from '@credence/api';
import { documentBody, documentThemeClassName, ThemeRoot, useFirstInteraction } from '@credence/ui';
import uiStylesHref from '@credence/ui/styles.css?url';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { FAVICON_PATH } from './favicon/faviconPath.ts';
import { useNonce } from './nonce.tsx';
import { getUser } from './session.server.ts';
import { AppShell } from './shell/AppShell.tsx';
import { ErrorPage, errorPageText } from './shell/ErrorPage.tsx';
import { DEFAULT_THEME } from './shell/themeName.ts';
import { useTheme } from './shell/useTheme.ts';
import { getThemePreference } from './theme.server.ts';

/**
 * Turns zod's JIT off in the browser before any schema is built. The JIT compiles validators
 * with `new Function`, and even zod's probe for it is a `script-src` violation under the host's
 * Content-Security-Policy (no eval). Set as zod's global config object, which zod adopts when
 * it loads: a `z.config()` call in a module would run after the shared chunk that builds the
 * schemas. A constant without characters React would escape, never user text.
 */
const ZOD_JITLESS = 'globalThis.__zod_globalConfig={jitless:true}';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: uiStylesHref },
  { rel: 'icon', href: FAVICON_PATH, type: 'image/svg+xml' },
];

/** Error pages (the ErrorBoundary below) are named after what went wrong. */
export const meta: MetaFunction = ({ error }) =>
  error ? [{ title: `${errorPageText(error).title} · Credence` }] : [];

/** Who is signed in (for the header) and the theme the reader chose. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [user, theme] = await Promise.all([getUser(request), getThemePreference(request)]);
  return {
    user: user ? { name: user.name, email: user.email, role: user.role } : null,
    theme,
  };
}

/**
 * The document around every page, error pages included: the theme on `<html>` (so the whole
 * canvas follows it) and in `ThemeRoot` (for overlays), react-aria links navigating with Remix,
 * and the app shell. Without the root's data (its loader failed) it is the signed-out shell.
 */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const theme = useTheme(data?.theme ?? DEFAULT_THEME);
  const nonce = useNonce();
  const navigate = useNavigate();
  return (
    <html lang="en" className={documentThemeClassName(theme)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Before any module: zod's validators must not compile with `new Function` (see ZOD_JITLESS). */}
        <script nonce={nonce}>{ZOD_JITLESS}</script>
      </head>
      <body className={documentBody}>
        <RouterProvider navigate={navigate} useHref={useHref}>
          <ThemeRoot theme={theme}>
            <AppShell user={data?.user ?? null} theme={theme}>
              {children}
            </AppShell>
          </ThemeRoot>
        </RouterProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Pages call the API through `@credence/api`'s client, whose schemas load with its first
  // request: from the first touch on they load, so that request does not wait for them.
  useFirstInteraction(preloadClientSchemas);
  return <Outlet />;
}

/** 404s thrown by loaders, and anything unexpected (500), as designed pages inside the shell. */
export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
