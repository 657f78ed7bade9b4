import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useSearchParams } from '@remix-run/react';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../accountLimits.ts';
import { getPrisma } from '../db.server.ts';
import { ConflictError } from '../models/errors.server.ts';
import { countSignUpAttempt, tooManyAttempts } from '../models/signIn.server.ts';
import { newAccountProblem, registerUser } from '../models/users.server.ts';
import { createUserSession, getUserId } from '../session.server.ts';
import { retryAfterHeaders, tooManyRequests } from '../throttled.server.ts';
import { safeRedirect } from '../utils.ts';

export const meta: MetaFunction = () => [{ title: 'Sign up · Credence' }];

export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  if ((await getUserId(request)) !== null) return redirect('/');
  return null;
}

/**
 * Sign-up; the first account (while no admin exists) becomes ADMIN (see `registerUser`). It must
 * say when an e-mail is taken (there is no e-mail verification to hide it behind), so every
 * attempt counts against the client address's sign-up throttle (429 with `Retry-After`).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const retryAfter = await countSignUpAttempt(getPrisma(), context.clientAddress);
  if (retryAfter > 0) {
    return tooManyRequests({ error: tooManyAttempts('sign-up attempts', retryAfter) }, retryAfter);
  }
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const name = String(form.get('name') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const redirectTo = safeRedirect(form.get('redirectTo'));

  if (!name) return { error: 'Please enter your name' };
  const problem = newAccountProblem({ email, name, password });
  if (problem) return { error: problem };
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
          Name <input name="name" autoComplete="name" maxLength={NAME_MAX_LENGTH} required />
        </label>
        <label>
          Password (at least {PASSWORD_MIN_LENGTH} characters){' '}
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
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
