import { ThemeRoot } from '@credence/ui';
import uiStylesHref from '@credence/ui/styles.css?url';
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import {
  Form,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useNavigate,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useNonce } from './nonce.tsx';
import { getUser } from './session.server.ts';

/**
 * Turns zod's JIT off in the browser before any schema is built. The JIT compiles validators
 * with `new Function`, and even zod's probe for it is a `script-src` violation under the host's
 * Content-Security-Policy (no eval). Set as zod's global config object, which zod adopts when
 * it loads: a `z.config()` call in a module would run after the shared chunk that builds the
 * schemas. A constant without characters React would escape, never user text.
 */
const ZOD_JITLESS = 'globalThis.__zod_globalConfig={jitless:true}';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: uiStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  return { user: user ? { name: user.name, email: user.email, role: user.role } : null };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const user = data?.user ?? null;
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Before any module: zod's validators must not compile with `new Function` (see ZOD_JITLESS). */}
        <script nonce={nonce}>{ZOD_JITLESS}</script>
      </head>
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          maxWidth: 860,
          margin: '0 auto',
          padding: 16,
        }}
      >
        <header style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 24 }}>
          <Link to="/">
            <strong>Credence</strong>
          </Link>
          {user ? (
            <>
              <Link to="/friends">Friends</Link>
              <Link to="/settings">Settings</Link>
              <span>
                {user.name}
                {user.role === 'ADMIN' ? ' (admin)' : ''}
              </span>
              <Form method="post" action="/logout">
                <button type="submit">Sign out</button>
              </Form>
            </>
          ) : (
            <>
              <Link to="/login">Sign in</Link>
              <Link to="/join">Sign up</Link>
            </>
          )}
        </header>
        <ThemeRoot>{children}</ThemeRoot>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Links inside react-aria components (toasts, the Dialectic Manager) navigate with Remix. */
export default function App() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
    </RouterProvider>
  );
}
