import { ConstraintResolutionMode, calls, check, DetailLevel } from '@credence/api';
import type {
  ActionFunctionArgs,
  AppLoadContext,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../accountLimits.ts';
import { getPrisma } from '../db.server.ts';
import { getUserSettings, updateUserSettings } from '../models/settings.server.ts';
import { changePasswordThrottled } from '../models/signIn.server.ts';
import { commitUserSession, requireUserId } from '../session.server.ts';
import { retryAfterHeaders, tooManyRequests } from '../throttled.server.ts';
import { safeRedirect, sameOriginReferer } from '../utils.ts';

export const meta: MetaFunction = () => [{ title: 'Settings · Credence' }];

export const headers = retryAfterHeaders;

/**
 * The return address: `redirectTo` from the query, else the page the user came from (Referer),
 * else `/`. Never the settings page itself, never another site.
 */
function returnAddress(request: Request): string {
  const fromQuery = new URL(request.url).searchParams.get('redirectTo');
  const candidate = safeRedirect(fromQuery ?? sameOriginReferer(request));
  return candidate.startsWith('/settings') ? '/' : candidate;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const url = new URL(request.url);
  return {
    passwordChanged: url.searchParams.get('passwordChanged') === '1',
    settings: await getUserSettings(getPrisma(), userId),
    redirectTo: returnAddress(request),
    detailLevels: DetailLevel.options,
    modes: ConstraintResolutionMode.options,
  };
}

/**
 * The password form: on success every session of the user ends (see `changePassword`) and this
 * browser gets a fresh one, so the user stays signed in here and nowhere else.
 */
async function changePasswordAction(
  request: Request,
  context: AppLoadContext,
  userId: number,
  form: FormData,
) {
  const result = await changePasswordThrottled(getPrisma(), {
    userId,
    currentPassword: String(form.get('currentPassword') ?? ''),
    newPassword: String(form.get('newPassword') ?? ''),
    clientAddress: context.clientAddress,
  });
  if (!result.ok) {
    const passwordErrors = { [result.field]: result.error };
    if ('retryAfter' in result) return tooManyRequests({ passwordErrors }, result.retryAfter);
    return { passwordErrors };
  }
  // Redirect rather than answer: the page's loaders would otherwise run with the request's
  // cookie, whose session the change has just ended.
  const search = new URLSearchParams({
    passwordChanged: '1',
    redirectTo: safeRedirect(form.get('redirectTo')),
  });
  return redirect(`/settings?${search}`, {
    headers: { 'Set-Cookie': await commitUserSession(request, userId) },
  });
}

/**
 * Saves the settings with the same schema as `PUT /api/user/settings`, then goes back; or, for
 * the password form (`intent=changePassword`), changes the password.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const form = await request.formData();
  if (form.get('intent') === 'changePassword') {
    return changePasswordAction(request, context, userId, form);
  }
  const conviction = String(form.get('conviction') ?? '').trim();
  const result = check(calls.updateUserSettings.body, {
    detailLevel: form.get('detailLevel') ?? undefined,
    conviction: conviction === '' ? undefined : Number(conviction),
    constraintResolutionMode: form.get('constraintResolutionMode') ?? undefined,
  });
  if (!result.ok) return { error: result.message };
  await updateUserSettings(getPrisma(), userId, result.data);
  const target = safeRedirect(form.get('redirectTo'));
  return redirect(target.startsWith('/settings') ? '/' : target);
}

export default function Settings() {
  const { settings, redirectTo, detailLevels, modes, passwordChanged } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const settingsError = actionData && 'error' in actionData ? actionData.error : null;
  const passwordErrors: { currentPassword?: string; newPassword?: string } =
    actionData && 'passwordErrors' in actionData ? actionData.passwordErrors : {};
  return (
    <main>
      <h1>Settings</h1>
      <Form method="post" style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
        <label>
          Detail level{' '}
          <select name="detailLevel" defaultValue={settings.detailLevel}>
            {detailLevels.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </label>
        <label>
          Conviction (0–1){' '}
          <input
            name="conviction"
            type="number"
            min={0}
            max={1}
            step="any"
            defaultValue={settings.conviction}
          />
        </label>
        <label>
          Constraint resolution{' '}
          <select name="constraintResolutionMode" defaultValue={settings.constraintResolutionMode}>
            {modes.map((mode) => (
              <option key={mode} value={mode}>
                {mode}
              </option>
            ))}
          </select>
        </label>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {settingsError ? <p role="alert">{settingsError}</p> : null}
        <button type="submit">Save</button>
      </Form>
      {settings.lastUpdated ? <p>Last updated {settings.lastUpdated}</p> : null}

      <h2>Change password</h2>
      <Form method="post" style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
        <input type="hidden" name="intent" value="changePassword" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label>
          Current password{' '}
          <input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
          />
        </label>
        {passwordErrors.currentPassword ? (
          <p role="alert">{passwordErrors.currentPassword}</p>
        ) : null}
        <label>
          New password (at least {PASSWORD_MIN_LENGTH} characters){' '}
          <input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            required
          />
        </label>
        {passwordErrors.newPassword ? <p role="alert">{passwordErrors.newPassword}</p> : null}
        <button type="submit">Change password</button>
        {passwordChanged ? (
          <p role="status">
            Your password was changed. Every other browser signed in to this account was signed out.
          </p>
        ) : null}
      </Form>
    </main>
  );
}
