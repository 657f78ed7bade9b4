import { createCookieSessionStorage, redirect } from '@remix-run/node';
import { getPrisma } from './db.server.ts';
import { getUserById, type PublicUser } from './models/users.server.ts';

const DEV_SECRET = 'credence-dev-session-secret-change-me';

function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET;
  if (secret) return secret;
  console.warn(
    'SESSION_SECRET is not set: signing session cookies with a development default. Set SESSION_SECRET in production.',
  );
  return DEV_SECRET;
}

export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: '__session',
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
    secrets: [sessionSecret()],
    // Secure cookies only when explicitly asked (a plain-HTTP deployment would lose them).
    secure: process.env.SESSION_COOKIE_SECURE === 'true',
  },
});

const USER_SESSION_KEY = 'userId';

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get('Cookie'));
}

/** The signed-in user's id, or null. */
export async function getUserId(request: Request): Promise<number | null> {
  const session = await getSession(request);
  const userId = session.get(USER_SESSION_KEY);
  return typeof userId === 'number' ? userId : null;
}

/** The signed-in user (null when signed out or when the account no longer exists). */
export async function getUser(request: Request): Promise<PublicUser | null> {
  const userId = await getUserId(request);
  if (userId === null) return null;
  return getUserById(getPrisma(), userId);
}

function isApiRequest(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * The signed-in user's id. Without a valid session it throws: for `/api` routes a 401 JSON answer
 * `{ error: 'Please sign in' }`, for pages a redirect to `/login?redirectTo=<this page>`.
 */
export async function requireUserId(request: Request): Promise<number> {
  const user = await getUser(request);
  if (user) return user.id;
  if (isApiRequest(request)) {
    throw Response.json({ error: 'Please sign in' }, { status: 401 });
  }
  const url = new URL(request.url);
  const searchParams = new URLSearchParams([['redirectTo', `${url.pathname}${url.search}`]]);
  throw redirect(`/login?${searchParams}`);
}

/** Signs the user in and redirects. */
export async function createUserSession(request: Request, userId: number, redirectTo: string) {
  const session = await getSession(request);
  session.set(USER_SESSION_KEY, userId);
  return redirect(redirectTo, {
    headers: {
      'Set-Cookie': await sessionStorage.commitSession(session, { maxAge: 60 * 60 * 24 * 7 }),
    },
  });
}

/** Signs out and redirects home. */
export async function logout(request: Request) {
  const session = await getSession(request);
  return redirect('/', {
    headers: { 'Set-Cookie': await sessionStorage.destroySession(session) },
  });
}
