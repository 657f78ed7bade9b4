/**
 * /settings — the evaluator settings (detail level, conviction, constraint resolution), saved as
 * the user changes them through `@credence/state-machines`' `userSettings` machine and the API
 * client (see `settings/EvaluatorSettingsForm.tsx`), and the password form. 'Save' stays here
 * ("Settings saved."). On entry the page keeps a return address (`redirectTo`, else the page the
 * user came from, else `/`, without one-time notices such as `?done=`): 'Back' goes there.
 */
import { calls, check } from '@credence/api';
import { Card, Heading, PageBlock, Stack, Text } from '@credence/ui';
import type {
  ActionFunctionArgs,
  AppLoadContext,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { getPrisma } from '../db.server.ts';
import { getUserSettings, updateUserSettings } from '../models/settings.server.ts';
import { changePasswordThrottled } from '../models/signIn.server.ts';
import { commitUserSession, requireUserId } from '../session.server.ts';
import { ChangePasswordForm } from '../settings/ChangePasswordForm.tsx';
import { EvaluatorSettingsForm } from '../settings/EvaluatorSettingsForm.tsx';
import { retryAfterHeaders, tooManyRequests } from '../throttled.server.ts';
import { safeRedirect, sameOriginReferer } from '../utils.ts';

export const meta: MetaFunction = () => [{ title: 'Settings · Credence' }];

export const headers = retryAfterHeaders;

/**
 * Query parameters that announce something once (`/friends?done=requested` shows "Friend request
 * sent."): dropped from the return address, so going back does not announce it again.
 */
const ONE_TIME_PARAMS = ['done', 'passwordChanged', 'saved'];

/**
 * The return address: `redirectTo` from the query, else the page the user came from (Referer),
 * else `/`, without its one-time notices. Never the settings page itself, never another site.
 */
export function returnAddress(request: Request): string {
  const fromQuery = new URL(request.url).searchParams.get('redirectTo');
  const candidate = safeRedirect(fromQuery ?? sameOriginReferer(request));
  if (candidate.startsWith('/settings')) return '/';
  const url = new URL(candidate, 'http://local');
  for (const param of ONE_TIME_PARAMS) url.searchParams.delete(param);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const url = new URL(request.url);
  return {
    userId,
    passwordChanged: url.searchParams.get('passwordChanged') === '1',
    settingsSaved: url.searchParams.get('saved') === '1',
    settings: await getUserSettings(getPrisma(), userId),
    redirectTo: returnAddress(request),
  };
}

type PasswordErrors = {
  passwordErrors: { currentPassword?: string; newPassword?: string; form?: string };
};

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
    // A throttle's refusal is about the account, not the field: the whole form's message.
    if ('retryAfter' in result) {
      const passwordErrors = { form: result.error };
      return tooManyRequests<PasswordErrors>({ passwordErrors }, result.retryAfter);
    }
    const passwordErrors = { [result.field]: result.error };
    return data<PasswordErrors>({ passwordErrors }, { status: 400 });
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
 * The settings form posted without scripts (with scripts the page saves through the API):
 * checked with the schema of `PUT /api/user/settings`, saved, then this page again saying so.
 * Or, for the password form (`intent=changePassword`), the password change.
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
  if (!result.ok) return data({ settingsError: result.message }, { status: 400 });
  await updateUserSettings(getPrisma(), userId, result.data);
  // Saving stays on this page and says so; "Back" leaves for the return address.
  const search = new URLSearchParams({
    saved: '1',
    redirectTo: safeRedirect(form.get('redirectTo')),
  });
  return redirect(`/settings?${search}`);
}

export default function Settings() {
  const { userId, settings, redirectTo, passwordChanged, settingsSaved } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <PageBlock width="small">
      <Stack space="xlarge">
        <Heading level="1">Settings</Heading>
        <Card component="section" space="medium" aria-labelledby="evaluator-settings">
          <Stack space="xsmall">
            <Heading level="2" id="evaluator-settings">
              Evaluator
            </Heading>
            <Text tone="secondary">How the evaluator shows and corrects your credences.</Text>
          </Stack>
          <EvaluatorSettingsForm
            userId={userId}
            settings={settings}
            redirectTo={redirectTo}
            saved={settingsSaved}
            serverError={answer && 'settingsError' in answer ? answer.settingsError : null}
          />
        </Card>
        <Card component="section" space="medium" aria-labelledby="change-password">
          <Heading level="2" id="change-password">
            Change password
          </Heading>
          <ChangePasswordForm
            redirectTo={redirectTo}
            errors={answer && 'passwordErrors' in answer ? answer.passwordErrors : undefined}
            changed={passwordChanged}
          />
        </Card>
      </Stack>
    </PageBlock>
  );
}
