import type { Version } from '@credence/api';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import { isArgumentVisible } from './arguments.server.ts';

export type VersionValue = z.infer<typeof Version>;

/**
 * `listVersions`: the user's own versions of an argument, newest first (by creation time, then
 * version number). Version history is private: other users' snapshots of the same argument are
 * never listed. Null when the argument does not exist or the user may not see it.
 */
export async function listVersions(
  db: PrismaClient,
  userId: number,
  argumentId: number,
): Promise<VersionValue[] | null> {
  if (!(await isArgumentVisible(db, userId, argumentId))) return null;
  const rows = await db.version.findMany({
    where: { argumentId, userId },
    orderBy: [{ createdAt: 'desc' }, { versionNumber: 'desc' }, { id: 'desc' }],
    include: {
      user: { select: { name: true, email: true } },
      parent: { select: { versionNumber: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    version_number: row.versionNumber,
    is_current: row.isCurrent,
    is_canonical: row.isCanonical,
    change_summary: row.changeSummary,
    created_at: row.createdAt.toISOString(),
    creator: { name: row.user.name, email: row.user.email },
    parent_version: row.parent ? { version_number: row.parent.versionNumber } : null,
  }));
}
