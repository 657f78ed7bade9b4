/**
 * POST /theme — keeps the reader's theme (`theme` = light | dark | system) in a cookie. The theme
 * switch posts here with a fetcher and stays on its page (the root loader then reads the new
 * cookie); without scripts its form also sends `redirectTo`, and the answer goes back there.
 */
import type { ActionFunctionArgs } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { isThemeName } from '../shell/themeName.ts';
import { themeCookieHeader } from '../theme.server.ts';
import { safeRedirect } from '../utils.ts';

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = form.get('theme');
  if (!isThemeName(theme)) {
    return data({ error: 'Choose light, dark or system' }, { status: 400 });
  }
  const headers = { 'Set-Cookie': await themeCookieHeader(theme) };
  const redirectTo = form.get('redirectTo');
  if (redirectTo !== null) return redirect(safeRedirect(redirectTo), { headers });
  return data({ theme }, { headers });
}

/** A GET (a link, a reload after a failed post) has nothing to show here: go home. */
export function loader() {
  return redirect('/');
}
