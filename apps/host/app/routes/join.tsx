/**
 * /join — sign-up, as in Remix's indie stack: a form that works without scripts, each refused
 * field answered with 400 and its message under the field (`aria-invalid`, the first bad field
 * focused), the button pending while the form posts.
 */
import { TextField } from '@credence/ui';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { NAME_MAX_LENGTH } from '../accountLimits.ts';
import { getPrisma } from '../db.server.ts';
import { EmailField, PasswordField } from '../forms/AccountFields.tsx';
import { AccountFormPage } from '../forms/AccountFormPage.tsx';
import { useFocusFirstError } from '../forms/useFocusFirstError.ts';
import { ADMIN_NOTICE_PARAM } from '../home/AdminNotice.tsx';
import { ConflictError } from '../models/errors.server.ts';
import { countSignUpAttempt, tooManyAttempts } from '../models/signIn.server.ts';
import { type NewAccountErrors, newAccountErrors, registerUser } from '../models/users.server.ts';
import { createUserSession, getUserId } from '../session.server.ts';
import { retryAfterHeaders, tooManyRequests } from '../throttled.server.ts';
import { safeRedirect } from '../utils.ts';

export const meta: MetaFunction = () => [{ title: 'Sign up · Credence' }];

export const headers = retryAfterHeaders;

/** What a refused sign-up answers: each field's problem, or one for the whole form. */
type JoinErrors = { errors: NewAccountErrors & { form?: string } };

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
    const form = tooManyAttempts('sign-up attempts', retryAfter);
    return tooManyRequests<JoinErrors>({ errors: { form } }, retryAfter);
  }
  const form = await request.formData();
  const input = {
    email: String(form.get('email') ?? '').trim(),
    name: String(form.get('name') ?? '').trim(),
    password: String(form.get('password') ?? ''),
  };
  const errors = newAccountErrors(input);
  if (Object.keys(errors).length > 0) return data<JoinErrors>({ errors }, { status: 400 });
  try {
    const user = await registerUser(getPrisma(), input);
    // The new administrator is told once, on the home page (`ADMIN_NOTICE_PARAM`).
    const target =
      user.role === 'ADMIN' ? `/?${ADMIN_NOTICE_PARAM}=1` : safeRedirect(form.get('redirectTo'));
    return createUserSession(request, user.id, target);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return data<JoinErrors>({ errors: { email: error.message } }, { status: 409 });
  }
}

export default function Join() {
  const errors = useActionData<typeof action>()?.errors;
  const refs = useFocusFirstError(['email', 'name', 'password'], errors);
  return (
    <AccountFormPage
      title="Sign up"
      submitLabel="Create account"
      pendingLabel="Creating account..."
      formError={errors?.form}
      switchTo={{ prompt: 'Already have an account?', label: 'Sign in', path: '/login' }}
    >
      <EmailField error={errors?.email} inputRef={refs.email} />
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        isRequired
        errorMessage={errors?.name}
        inputRef={refs.name}
      />
      <PasswordField
        label="Password"
        name="password"
        purpose="new"
        error={errors?.password}
        inputRef={refs.password}
      />
    </AccountFormPage>
  );
}
