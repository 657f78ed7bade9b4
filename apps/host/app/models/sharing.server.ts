/**
 * Sharing: share tokens, visibility changes and the share image's URL, plus reading an argument
 * through its share link. Who may do what (the spec says any signed-in user may share and leaves
 * server-side ownership checks unstated, so the host takes the safe side):
 *
 * - **Share link / share image**: the owner, always; anyone else only for a PUBLIC argument they
 *   can see (the link then reveals nothing they could not already read). A PRIVATE or
 *   FRIENDS_ONLY argument's link is the owner's to hand out.
 * - **Visibility**: the owner only.
 * - **Reading through a link**: PUBLIC for anyone, signed in or not; FRIENDS_ONLY for
 *   the owner and their accepted friends, PRIVATE for the owner only (the rule of
 *   {@link canViewArgument}). A friend may read a FRIENDS_ONLY argument's link, not make one.
 *
 * An argument the user cannot see answers 404 (as if missing), one they can see but may not act
 * on answers 403. Functions answer a {@link SharingResult} and let the route map it to HTTP.
 */
import { randomBytes } from 'node:crypto';
import type { Visibility } from '@credence/api';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import type { Argument } from '../generated/prisma/client.ts';
import { argumentImagePath, argumentImageSvg, svgVersion } from './argumentImage.server.ts';
import { type ArgumentDetailValue, canViewArgument, getArgument } from './arguments.server.ts';

type VisibilityValue = z.infer<typeof Visibility>;

/** A sharing outcome: the value, or the HTTP status and message to answer. */
export type SharingResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: 403 | 404; error: string };

/** 404 text for arguments that are missing or invisible (the same words as the other routes). */
export const ARGUMENT_NOT_FOUND = 'Argument not found';
/** 403 text when someone other than the owner asks for an owner-only action. */
export const OWNER_ONLY = 'Only the owner of this argument can do that';
/** 404 text for a share token that matches no argument. */
export const SHARE_LINK_NOT_FOUND = 'Share link not found';
/** 403 text for a PRIVATE argument's link opened by someone else. */
export const SHARED_PRIVATE = 'This argument is private';
/** 403 text for a FRIENDS_ONLY argument's link opened by someone else. */
export const SHARED_FRIENDS_ONLY = "This argument is visible only to its owner's friends";

/** Bytes of randomness in a share token (192 bits: unguessable, 32 URL-safe characters). */
const SHARE_TOKEN_BYTES = 24;
/** Longer "tokens" cannot be ours; they are refused without a database query. */
const MAX_SHARE_TOKEN_LENGTH = 128;

type AccessFields = Pick<Argument, 'ownerId' | 'visibility'>;

const notFound = { ok: false, status: 404, error: ARGUMENT_NOT_FOUND } as const;
const ownerOnly = { ok: false, status: 403, error: OWNER_ONLY } as const;

/** A fresh share token: random bytes in base64url (letters, digits, `-` and `_`). */
export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

/**
 * Whether `userId` may create or fetch the share link (and the share image) of an argument they
 * can see: the owner always, others only when it is PUBLIC.
 */
export function mayShareArgument(argument: AccessFields, userId: number): boolean {
  return argument.ownerId === userId || argument.visibility === 'PUBLIC';
}

/** The argument's access fields when `userId` may share it; 404/403 otherwise. */
async function shareableArgument(
  db: Pick<PrismaClient, 'argument' | 'friendship'>,
  userId: number,
  argumentId: number,
): Promise<SharingResult<AccessFields & Pick<Argument, 'shareToken' | 'updatedAt'>>> {
  const argument = await db.argument.findUnique({
    where: { id: argumentId },
    select: { ownerId: true, visibility: true, shareToken: true, updatedAt: true },
  });
  if (!argument || !(await canViewArgument(db, argument, userId))) return notFound;
  if (!mayShareArgument(argument, userId)) return ownerOnly;
  return { ok: true, value: argument };
}

/**
 * `shareArgument`: the argument's share token, created on first use and then kept (sharing
 * twice gives the same link). Creating it does not count as a change of the argument: its
 * `updatedAt` (the order of the argument lists) stays as it was.
 */
export async function shareArgument(
  db: Pick<PrismaClient, 'argument' | 'friendship'>,
  userId: number,
  argumentId: number,
): Promise<SharingResult<string>> {
  const access = await shareableArgument(db, userId, argumentId);
  if (!access.ok) return access;
  if (access.value.shareToken) return { ok: true, value: access.value.shareToken };
  // Only fills an empty token, so two concurrent first shares agree on one link.
  await db.argument.updateMany({
    where: { id: argumentId, shareToken: null },
    data: { shareToken: newShareToken(), updatedAt: access.value.updatedAt },
  });
  const stored = await db.argument.findUnique({
    where: { id: argumentId },
    select: { shareToken: true },
  });
  if (!stored?.shareToken) return notFound; // deleted meanwhile
  return { ok: true, value: stored.shareToken };
}

/** `setVisibility`: the owner changes who can see the argument (the link itself is kept). */
export async function setArgumentVisibility(
  db: Pick<PrismaClient, 'argument' | 'friendship'>,
  userId: number,
  argumentId: number,
  visibility: VisibilityValue,
): Promise<SharingResult<VisibilityValue>> {
  const argument = await db.argument.findUnique({
    where: { id: argumentId },
    select: { ownerId: true, visibility: true },
  });
  if (!argument || !(await canViewArgument(db, argument, userId))) return notFound;
  if (argument.ownerId !== userId) return ownerOnly;
  const updated = await db.argument.update({
    where: { id: argumentId },
    data: { visibility },
    select: { visibility: true },
  });
  return { ok: true, value: updated.visibility };
}

/**
 * `generateImage`: the URL of the argument's SVG card as this user sees it (their credences, if
 * they saved an evaluation), with the same access rule as the share link. The URL carries a hash
 * of the picture so a regenerated image is never served from a stale cache.
 */
export async function generateArgumentImage(
  db: PrismaClient,
  userId: number,
  argumentId: number,
): Promise<SharingResult<string>> {
  const access = await shareableArgument(db, userId, argumentId);
  if (!access.ok) return access;
  const svg = await argumentImageSvg(db, userId, argumentId);
  if (svg === null) return notFound; // deleted meanwhile
  return { ok: true, value: `${argumentImagePath(argumentId)}?v=${svgVersion(svg)}` };
}

/**
 * `getSharedArgument`: the argument behind a share link as `readerId` (null: signed out) sees
 * it, with their own evaluation if any. 404 for an unknown token, 403 when its visibility does
 * not allow the reader.
 */
export async function getSharedArgument(
  db: PrismaClient,
  readerId: number | null,
  shareToken: string,
): Promise<SharingResult<ArgumentDetailValue>> {
  const missing = { ok: false, status: 404, error: SHARE_LINK_NOT_FOUND } as const;
  if (shareToken.length === 0 || shareToken.length > MAX_SHARE_TOKEN_LENGTH) return missing;
  const argument = await db.argument.findUnique({
    where: { shareToken },
    select: { id: true, ownerId: true, visibility: true },
  });
  if (!argument) return missing;
  if (!(await canViewArgument(db, argument, readerId))) {
    return {
      ok: false,
      status: 403,
      error: argument.visibility === 'FRIENDS_ONLY' ? SHARED_FRIENDS_ONLY : SHARED_PRIVATE,
    };
  }
  const detail = await getArgument(db, readerId, argument.id);
  return detail ? { ok: true, value: detail } : missing;
}
