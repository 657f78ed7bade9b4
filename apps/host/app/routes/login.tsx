/**
 * /login — sign-in, as in Remix's indie stack: a form that works without scripts; a blank field
 * is answered under that field, a wrong e-mail or password with one message for the form (never
 * saying which was wrong), all with 400; the button pending while the form posts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { getPrisma } from '../db.server.ts';
import { EmailField, PasswordField } from '../forms/AccountFields.tsx';
import { AccountFormPage } from '../forms/AccountFormPage.tsx';
import { useFocusFirstError } from '../forms/useFocusFirstError.ts';
import { signIn } from '../models/signIn.server.ts';
import { createUserSession, getUserId } from '../session.server.ts';
import { retryAfterHeaders, tooManyRequests } from '../throttled.server.ts';
import { safeRedirect } from '../utils.ts';

export const meta: MetaFunction = () => [{ title: 'Sign in · Credence' }];

export const headers = retryAfterHeaders;

/** What a refused sign-in answers: a blank field's message, or one for the whole form. */
type LoginErrors = { errors: { email?: string; password?: string; form?: string } };

export async function loader({ request }: LoaderFunctionArgs) {
  if ((await getUserId(request)) !== null) return redirect('/');
  return null;
}

/**
 * Sign-in, throttled per account and per client address (429 with `Retry-After`). Blank fields
 * are refused before any attempt is counted: they can guess nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  if (email.trim() === '' || password === '') {
    const errors = {
      email: email.trim() === '' ? 'Please enter your e-mail address' : undefined,
      password: password === '' ? 'Please enter your password' : undefined,
    };
    return data<LoginErrors>({ errors }, { status: 400 });
  }
  const result = await signIn(getPrisma(), {
    email,
    password,
    clientAddress: context.clientAddress,
  });
  if (result.ok) {
    return createUserSession(request, result.user.id, safeRedirect(form.get('redirectTo')));
  }
  const errors = { form: result.error };
  if (result.retryAfter) return tooManyRequests<LoginErrors>({ errors }, result.retryAfter);
  return data<LoginErrors>({ errors }, { status: 400 });
}

export default function Login() {
  const errors = useActionData<typeof action>()?.errors;
  const refs = useFocusFirstError(['email', 'password'], errors);
  return (
    <AccountFormPage
      title="Sign in"
      submitLabel="Sign in"
      pendingLabel="Signing in..."
      formError={errors?.form}
      switchTo={{ prompt: 'No account yet?', label: 'Sign up', path: '/join' }}
    >
      <EmailField error={errors?.email} inputRef={refs.email} />
      <PasswordField
        label="Password"
        name="password"
        purpose="current"
        error={errors?.password}
        inputRef={refs.password}
      />
    </AccountFormPage>
  );
}
