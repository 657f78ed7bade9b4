import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useSearchParams } from '@remix-run/react';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../accountLimits.ts';
import { getPrisma } from '../db.server.ts';
import { signIn } from '../models/signIn.server.ts';
import { createUserSession, getUserId } from '../session.server.ts';
import { retryAfterHeaders, tooManyRequests } from '../throttled.server.ts';
import { safeRedirect } from '../utils.ts';

export const meta: MetaFunction = () => [{ title: 'Sign in · Credence' }];

export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  if ((await getUserId(request)) !== null) return redirect('/');
  return null;
}

/** Sign-in, throttled per account and per client address (429 with `Retry-After`). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  const redirectTo = safeRedirect(form.get('redirectTo'));
  const result = await signIn(getPrisma(), {
    email,
    password,
    clientAddress: context.clientAddress,
  });
  if (result.ok) return createUserSession(request, result.user.id, redirectTo);
  if (result.retryAfter) return tooManyRequests({ error: result.error }, result.retryAfter);
  return { error: result.error };
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
          E-mail{' '}
          <input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
          />
        </label>
        <label>
          Password{' '}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
          />
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
