/**
 * Sessions: server-side records (`models/sessions.server.ts`) behind Remix's
 * `createSessionStorage`. The cookie carries only the signed, random session id; the user, the
 * expiry and sign-out live in the database, so signing out or changing the password really ends
 * a session.
 */
import {
  type Cookie,
  createCookie,
  createSessionStorage,
  redirect,
  type Session,
  type SessionStorage,
} from '@remix-run/node';
import { getPrisma } from './db.server.ts';
import {
  createSessionRecord,
  deleteSessionRecord,
  readSessionRecord,
  readSessionUser,
  SESSION_TTL_MS,
} from './models/sessions.server.ts';
import type { PublicUser } from './models/users.server.ts';
import { sessionSecrets } from './sessionSecret.server.ts';

/** What a session holds: only whose it is. */
interface SessionData {
  userId: number;
}

let cookie: Cookie | undefined;

/**
 * The session cookie (Secure is decided per response, see {@link cookieSecure}), built once: the
 * secrets do not change while the process runs.
 */
function sessionCookie(): Cookie {
  cookie ??= createCookie('__session', {
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
    maxAge: SESSION_TTL_MS / 1000,
    secrets: sessionSecrets(),
  });
  return cookie;
}

let storage: SessionStorage<SessionData> | undefined;

/** The storage, built on first use (the secret may be read from or written to a file). */
function sessionStorage(): SessionStorage<SessionData> {
  storage ??= createSessionStorage<SessionData>({
    cookie: sessionCookie(),
    async createData(data) {
      if (typeof data.userId !== 'number') throw new Error('A session needs a user');
      return createSessionRecord(getPrisma(), data.userId);
    },
    readData: (id) => readSessionRecord(getPrisma(), id),
    async updateData(id, data) {
      // A session belongs to one user for life: signing in always creates a new session (see
      // createUserSession), so an id seen before sign-in is never promoted. Its lifetime is
      // fixed at creation. With nothing else stored, there is nothing to update.
      const record = await readSessionRecord(getPrisma(), id);
      if (record && data.userId !== undefined && data.userId !== record.userId) {
        throw new Error("A session's user never changes: create a new session");
      }
    },
    deleteData: (id) => deleteSessionRecord(getPrisma(), id),
  });
  return storage;
}

/**
 * Whether the cookie must be `Secure`: the request came over HTTPS (the server derives the
 * scheme honoring `TRUST_PROXY`), or `SESSION_COOKIE_SECURE=true` says always.
 */
export function cookieSecure(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || process.env.SESSION_COOKIE_SECURE === 'true';
}

function getSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorage().getSession(request.headers.get('Cookie'));
}

/**
 * Lookups in flight, by `Cookie` header. A page load runs the root's and the route's loaders at
 * once, and both ask who is signed in: they share one lookup instead of reading the session twice.
 * An entry lives only while its lookup runs, so nothing is cached: a sign-out is seen by every
 * request that starts after it.
 */
const lookups = new Map<string, Promise<PublicUser | null>>();

/** The session id in `header` if its signature holds, else null. */
async function signedSessionId(header: string): Promise<string | null> {
  const id: unknown = await sessionCookie().parse(header);
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The user of the signed session id in `header`: the signature, then the session and user. */
async function lookUpUser(header: string): Promise<PublicUser | null> {
  const id = await signedSessionId(header);
  return id === null ? null : readSessionUser(getPrisma(), id);
}

/** The signed-in user (null when signed out or when the account no longer exists). */
export function getUser(request: Request): Promise<PublicUser | null> {
  const header = request.headers.get('Cookie');
  if (!header) return Promise.resolve(null);
  let lookup = lookups.get(header);
  if (!lookup) {
    lookup = lookUpUser(header).finally(() => lookups.delete(header));
    lookups.set(header, lookup);
  }
  return lookup;
}

/**
 * The signed-in user's id, or null. The session row alone answers it (one query, where the whole
 * user takes two; a session implies its user, whose deletion deletes its sessions) — the API's
 * writes need nothing more. A user lookup already under way for the same cookie is shared.
 */
export async function getUserId(request: Request): Promise<number | null> {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  const inFlight = lookups.get(header);
  if (inFlight) return (await inFlight)?.id ?? null;
  const id = await signedSessionId(header);
  if (id === null) return null;
  return (await readSessionRecord(getPrisma(), id))?.userId ?? null;
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
  const id = await getUserId(request);
  if (id !== null) return id;
  throw signInRequired(request);
}

/** The signed-in user, or the same refusal as {@link requireUserId}. */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await getUser(request);
  if (user) return user;
  throw signInRequired(request);
}

/** What a request without a valid session gets: 401 JSON for the API, else the sign-in page. */
function signInRequired(request: Request): Response {
  if (isApiRequest(request)) {
    return Response.json({ error: 'Please sign in' }, { status: 401 });
  }
  const url = new URL(request.url);
  const searchParams = new URLSearchParams([['redirectTo', `${url.pathname}${url.search}`]]);
  return redirect(`/login?${searchParams}`);
}

/**
 * Starts a new session for `userId` and returns its `Set-Cookie` value. The session the request
 * came with, if any, is ended first: a new id at every sign-in (no session fixation).
 */
export async function commitUserSession(request: Request, userId: number): Promise<string> {
  const current = await getSession(request);
  if (current.id) await deleteSessionRecord(getPrisma(), current.id);
  const session = await sessionStorage().getSession();
  session.set('userId', userId);
  return sessionStorage().commitSession(session, { secure: cookieSecure(request) });
}

/** Signs the user in (a new session) and redirects. */
export async function createUserSession(request: Request, userId: number, redirectTo: string) {
  return redirect(redirectTo, {
    headers: { 'Set-Cookie': await commitUserSession(request, userId) },
  });
}

/** Signs out (the session record is deleted, so the old cookie is worthless) and redirects home. */
export async function logout(request: Request) {
  const session = await getSession(request);
  return redirect('/', {
    headers: {
      'Set-Cookie': await sessionStorage().destroySession(session, {
        secure: cookieSecure(request),
      }),
    },
  });
}
