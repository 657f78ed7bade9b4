import {
  randomBytes,
  type ScryptOptions,
  scrypt as scryptCallback,
  timingSafeEqual,
} from 'node:crypto';
import type { PrismaClient } from '../db.server.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { ConflictError } from './errors.server.ts';

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

/** Creates a user with a hashed password. Throws {@link ConflictError} if the e-mail is taken. */
export async function createUser(
  db: PrismaClient,
  input: { email: string; name: string; password: string; role?: 'USER' | 'ADMIN' },
): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  if (!email.includes('@')) throw new Error('Please enter a valid e-mail address');
  if (input.password.length < 8) throw new Error('Passwords need at least 8 characters');
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

/** The user with this e-mail and password, or null (same answer for unknown e-mail and wrong password). */
export async function verifyLogin(
  db: PrismaClient,
  email: string,
  password: string,
): Promise<PublicUser | null> {
  const user = await db.user.findUnique({ where: { email: normalizeEmail(email) } });
  if (!user) return null;
  return (await verifyPassword(password, user.passwordHash)) ? toPublicUser(user) : null;
}

/** A user by id, or null. */
export async function getUserById(db: PrismaClient, id: number): Promise<PublicUser | null> {
  const user = await db.user.findUnique({ where: { id } });
  return user ? toPublicUser(user) : null;
}

/**
 * Sign-up: creates a user who becomes ADMIN when no admin exists yet (the first account to sign
 * up; the seeded demo user is a plain USER), otherwise USER. The check and the insert share one
 * transaction, so two simultaneous first sign-ups cannot both become admins.
 */
export async function registerUser(
  db: PrismaClient,
  input: { email: string; name: string; password: string },
): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  if (!email.includes('@')) throw new Error('Please enter a valid e-mail address');
  if (input.password.length < 8) throw new Error('Passwords need at least 8 characters');
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.$transaction(async (tx) => {
      const admins = await tx.user.count({ where: { role: 'ADMIN' } });
      return tx.user.create({
        data: {
          email,
          name: input.name.trim() || email,
          passwordHash,
          role: admins === 0 ? 'ADMIN' : 'USER',
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
