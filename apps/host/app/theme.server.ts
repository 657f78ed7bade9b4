/**
 * The reader's colour theme (light, dark, or the system's), kept in a cookie so it holds for
 * signed-out readers too and is known while the page renders on the server: the first paint is
 * already in the right theme, with no flash.
 */
import type { ThemeName } from '@credence/ui';
import { createCookie } from '@remix-run/node';
import { DEFAULT_THEME, isThemeName } from './shell/themeName.ts';

/** A year: a preference, not a session. Not HttpOnly: it holds nothing secret. */
const themeCookie = createCookie('credence-theme', {
  path: '/',
  sameSite: 'lax',
  maxAge: 365 * 24 * 60 * 60,
});

/** The theme the request's cookie asks for, else {@link DEFAULT_THEME}. */
export async function getThemePreference(request: Request): Promise<ThemeName> {
  const value: unknown = await themeCookie.parse(request.headers.get('Cookie'));
  return isThemeName(value) ? value : DEFAULT_THEME;
}

/** The `Set-Cookie` header that keeps `theme`. */
export function themeCookieHeader(theme: ThemeName): Promise<string> {
  return themeCookie.serialize(theme);
}
