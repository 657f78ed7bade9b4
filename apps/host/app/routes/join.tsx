import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useSearchParams } from '@remix-run/react';
import { getPrisma } from '../db.server.ts';
import { ConflictError } from '../models/errors.server.ts';
import { registerUser } from '../models/users.server.ts';
import { createUserSession, getUserId } from '../session.server.ts';
import { safeRedirect } from '../utils.ts';

export const meta: MetaFunction = () => [{ title: 'Sign up · Credence' }];

export async function loader({ request }: LoaderFunctionArgs) {
  if ((await getUserId(request)) !== null) return redirect('/');
  return null;
}

/** Sign-up; the first account (while no admin exists) becomes ADMIN (see `registerUser`). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const name = String(form.get('name') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const redirectTo = safeRedirect(form.get('redirectTo'));

  if (!email.includes('@')) return { error: 'Please enter a valid e-mail address' };
  if (!name) return { error: 'Please enter your name' };
  if (password.length < 8) return { error: 'Passwords need at least 8 characters' };
  try {
    const user = await registerUser(getPrisma(), { email, name, password });
    return createUserSession(request, user.id, redirectTo);
  } catch (error) {
    if (error instanceof ConflictError) return { error: error.message };
    throw error;
  }
}

export default function Join() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo') ?? '/';
  return (
    <main>
      <h1>Sign up</h1>
      <Form method="post" style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
        <label>
          E-mail <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          Name <input name="name" autoComplete="name" required />
        </label>
        <label>
          Password (at least 8 characters){' '}
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            required
          />
        </label>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {actionData?.error ? <p role="alert">{actionData.error}</p> : null}
        <button type="submit">Create account</button>
      </Form>
      <p>
        Already have an account?{' '}
        <Link to={{ pathname: '/login', search: `?redirectTo=${encodeURIComponent(redirectTo)}` }}>
          Sign in
        </Link>
      </p>
    </main>
  );
}
