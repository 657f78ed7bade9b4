import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useSearchParams } from '@remix-run/react';
import { getPrisma } from '../db.server.ts';
import { verifyLogin } from '../models/users.server.ts';
import { createUserSession, getUserId } from '../session.server.ts';
import { safeRedirect } from '../utils.ts';

export const meta: MetaFunction = () => [{ title: 'Sign in · Credence' }];

export async function loader({ request }: LoaderFunctionArgs) {
  if ((await getUserId(request)) !== null) return redirect('/');
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  const redirectTo = safeRedirect(form.get('redirectTo'));
  const user = await verifyLogin(getPrisma(), email, password);
  if (!user) return { error: 'Invalid e-mail or password' };
  return createUserSession(request, user.id, redirectTo);
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo') ?? '/';
  return (
    <main>
      <h1>Sign in</h1>
      <Form method="post" style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
        <label>
          E-mail <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          Password{' '}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {actionData?.error ? <p role="alert">{actionData.error}</p> : null}
        <button type="submit">Sign in</button>
      </Form>
      <p>
        No account yet?{' '}
        <Link to={{ pathname: '/join', search: `?redirectTo=${encodeURIComponent(redirectTo)}` }}>
          Sign up
        </Link>
      </p>
    </main>
  );
}
