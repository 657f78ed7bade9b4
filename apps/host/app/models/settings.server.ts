import { UpdateUserSettingsRequest, UserSettings } from '@credence/api';
import {
  DEFAULT_CONSTRAINT_RESOLUTION_MODE,
  DEFAULT_CONVICTION,
  DEFAULT_DETAIL_LEVEL,
} from '@credence/engine';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';

export type UserSettingsValue = z.infer<typeof UserSettings>;

/**
 * Settings of a user who never changed any (the spec's defaults, defined in the engine; the
 * network view off).
 */
export const DEFAULT_SETTINGS: UserSettingsValue = UserSettings.parse({
  detailLevel: DEFAULT_DETAIL_LEVEL,
  conviction: DEFAULT_CONVICTION,
  constraintResolutionMode: DEFAULT_CONSTRAINT_RESOLUTION_MODE,
  networkView: false,
});

/** The user's settings; the defaults (without `lastUpdated`) if they saved none. */
export async function getUserSettings(
  db: PrismaClient,
  userId: number,
): Promise<UserSettingsValue> {
  const row = await db.userSettings.findUnique({ where: { userId } });
  if (!row) return { ...DEFAULT_SETTINGS };
  return UserSettings.parse({
    detailLevel: row.detailLevel,
    conviction: row.conviction,
    constraintResolutionMode: row.constraintResolutionMode,
    networkView: row.networkView,
    lastUpdated: row.updatedAt.toISOString(),
  });
}

/** Changes some settings (an `updateUserSettings` body, validated here); answers all of them. */
export async function updateUserSettings(
  db: PrismaClient,
  userId: number,
  body: z.input<typeof UpdateUserSettingsRequest>,
): Promise<UserSettingsValue> {
  const patch = UpdateUserSettingsRequest.parse(body);
  const current = await getUserSettings(db, userId);
  const next = {
    detailLevel: patch.detailLevel ?? current.detailLevel,
    conviction: patch.conviction ?? current.conviction,
    constraintResolutionMode: patch.constraintResolutionMode ?? current.constraintResolutionMode,
    networkView: patch.networkView ?? current.networkView ?? false,
  };
  await db.userSettings.upsert({ where: { userId }, create: { userId, ...next }, update: next });
  return getUserSettings(db, userId);
}
