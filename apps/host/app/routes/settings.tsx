import { ConstraintResolutionMode, calls, check, DetailLevel } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { getPrisma } from '../db.server.ts';
import { getUserSettings, updateUserSettings } from '../models/settings.server.ts';
import { requireUserId } from '../session.server.ts';
import { safeRedirect, sameOriginReferer } from '../utils.ts';

export const meta: MetaFunction = () => [{ title: 'Settings · Credence' }];

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
  return {
    settings: await getUserSettings(getPrisma(), userId),
    redirectTo: returnAddress(request),
    detailLevels: DetailLevel.options,
    modes: ConstraintResolutionMode.options,
  };
}

/** Saves the settings with the same schema as `PUT /api/user/settings`, then goes back. */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const form = await request.formData();
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
  const { settings, redirectTo, detailLevels, modes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
        {actionData?.error ? <p role="alert">{actionData.error}</p> : null}
        <button type="submit">Save</button>
      </Form>
      {settings.lastUpdated ? <p>Last updated {settings.lastUpdated}</p> : null}
    </main>
  );
}
