import {
  randomBytes,
  type ScryptOptions,
  scrypt as scryptCallback,
  timingSafeEqual,
} from 'node:crypto';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../accountLimits.ts';
import type { PrismaClient } from '../db.server.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { ConflictError } from './errors.server.ts';
import { deleteUserSessions } from './sessions.server.ts';

/** A user as the app shows it: never the password hash. */
export interface PublicUser {
  id: number;
  email: string;
  name: string;
  role: 'USER' | 'ADMIN';
  createdAt: Date;
}

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt and a random salt: `scrypt$N$r$p$salt$hash` (hex). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await scrypt(password, salt, SCRYPT.keyLength, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
  });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('hex'), key.toString('hex')].join(
    '$',
  );
}

/** Whether `password` matches a hash made by {@link hashPassword} (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the same scrypt parameters, computed once per process. Sign-in
 * with an unknown e-mail verifies against it, so it costs what a wrong password costs.
 */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** E-mail addresses are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toPublicUser(user: PublicUser & { passwordHash?: string }): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    createdAt: user.createdAt,
  };
}

/** Why a new password cannot be used, or null when it can. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Passwords need at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Passwords have at most ${PASSWORD_MAX_LENGTH.toLocaleString('en')} characters`;
  }
  return null;
}

/** A sign-up's problems, one sentence per field that has one (none: the account can be made). */
export interface NewAccountErrors {
  email?: string;
  name?: string;
  password?: string;
}

/** What is wrong with each field of a sign-up (the page shows each under its field). */
export function newAccountErrors(input: {
  email: string;
  name: string;
  password: string;
}): NewAccountErrors {
  const errors: NewAccountErrors = {};
  const email = normalizeEmail(input.email);
  if (!email.includes('@') || email.length > EMAIL_MAX_LENGTH) {
    errors.email = 'Please enter a valid e-mail address';
  }
  const name = input.name.trim();
  if (name.length === 0) errors.name = 'Please enter your name';
  else if (name.length > NAME_MAX_LENGTH)
    errors.name = `Names have at most ${NAME_MAX_LENGTH} characters`;
  const password = newPasswordProblem(input.password);
  if (password) errors.password = password;
  return errors;
}

/**
 * Why a sign-up cannot proceed (the first problem, as a sentence), or null when it can. A blank
 * name is the page's to ask for; accounts made by scripts may have one.
 */
export function newAccountProblem(input: {
  email: string;
  name: string;
  password: string;
}): string | null {
  const { email, name, password } = newAccountErrors(input);
  const nameProblem = input.name.trim().length === 0 ? undefined : name;
  return email ?? nameProblem ?? password ?? null;
}

/** Creates a user with a hashed password. Throws {@link ConflictError} if the e-mail is taken. */
export async function createUser(
  db: PrismaClient,
  input: { email: string; name: string; password: string; role?: 'USER' | 'ADMIN' },
): Promise<PublicUser> {
  const problem = newAccountProblem(input);
  if (problem) throw new Error(problem);
  const email = normalizeEmail(input.email);
  try {
    const user = await db.user.create({
      data: {
        email,
        name: input.name.trim() || email,
        passwordHash: await hashPassword(input.password),
        role: input.role ?? 'USER',
      },
    });
    return toPublicUser(user);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new ConflictError('An account with this e-mail already exists');
    }
    throw error;
  }
}

/**
 * The user with this e-mail and password, or null — the same answer, in the same time, for an
 * unknown e-mail and a wrong password: an unknown e-mail is verified against a dummy hash, so
 * timing does not tell which accounts exist. Over-long fields are refused before scrypt runs.
 */
export async function verifyLogin(
  db: PrismaClient,
  email: string,
  password: string,
): Promise<PublicUser | null> {
  const normalized = normalizeEmail(email);
  if (normalized.length > EMAIL_MAX_LENGTH || password.length > PASSWORD_MAX_LENGTH) return null;
  const user = await db.user.findUnique({ where: { email: normalized } });
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  return user && matches ? toPublicUser(user) : null;
}

/** The answer of {@link changePassword}: success, or which field is wrong and why. */
export type PasswordChange =
  | { ok: true }
  | { ok: false; field: 'currentPassword' | 'newPassword'; error: string };

/**
 * Changes a user's password after checking the current one, and ends every session of the user
 * (in the same transaction): whoever signed in with the old password is signed out everywhere.
 * The caller starts a fresh session for the user who made the change.
 */
export async function changePassword(
  db: PrismaClient,
  userId: number,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChange> {
  const problem = newPasswordProblem(newPassword);
  if (problem) return { ok: false, field: 'newPassword', error: problem };
  const user = await db.user.findUnique({ where: { id: userId } });
  const matches =
    currentPassword.length <= PASSWORD_MAX_LENGTH &&
    user !== null &&
    (await verifyPassword(currentPassword, user.passwordHash));
  if (!matches) {
    return { ok: false, field: 'currentPassword', error: 'The current password is not right' };
  }
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await deleteUserSessions(tx, userId);
  });
  return { ok: true };
}

/** A user by id, or null. */
export async function getUserById(db: PrismaClient, id: number): Promise<PublicUser | null> {
  const user = await db.user.findUnique({ where: { id } });
  return user ? toPublicUser(user) : null;
}

/**
 * The administrator's e-mail address from `ADMIN_EMAIL` (normalized), or null when unset or
 * blank.
 */
export function configuredAdminEmail(env: Record<string, string | undefined> = process.env) {
  const value = env.ADMIN_EMAIL?.trim();
  return value ? normalizeEmail(value) : null;
}

/**
 * Sign-up: creates a USER, or an ADMIN when either `adminEmail` (`ADMIN_EMAIL`) is set and is
 * this address, or it is not set and no admin exists yet (the first account to sign up; the
 * seeded demo user is a plain USER). With `ADMIN_EMAIL` set, no other account becomes an admin
 * by coming first. The check and the insert share one transaction, so two simultaneous first
 * sign-ups cannot both become admins.
 */
export async function registerUser(
  db: PrismaClient,
  input: { email: string; name: string; password: string },
  adminEmail: string | null = configuredAdminEmail(),
): Promise<PublicUser> {
  const problem = newAccountProblem(input);
  if (problem) throw new Error(problem);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.$transaction(async (tx) => {
      const isAdmin =
        adminEmail !== null
          ? email === adminEmail
          : (await tx.user.count({ where: { role: 'ADMIN' } })) === 0;
      return tx.user.create({
        data: {
          email,
          name: input.name.trim() || email,
          passwordHash,
          role: isAdmin ? 'ADMIN' : 'USER',
        },
      });
    });
    return toPublicUser(user);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new ConflictError('An account with this e-mail already exists');
    }
    throw error;
  }
}
