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
