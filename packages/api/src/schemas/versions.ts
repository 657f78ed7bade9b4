import * as z from 'zod';
import { RecordId } from './common';
import { boundedText, LIMITS } from './limits';

/** One saved version of an argument (private to the user). */
export const Version = z.object({
  id: RecordId,
  version_number: z.number().int().positive(),
  is_current: z.boolean(),
  is_canonical: z.boolean(),
  change_summary: z.string().nullable(),
  created_at: z.string(),
  creator: z.object({ name: z.string(), email: z.string() }),
  parent_version: z.object({ version_number: z.number().int().positive() }).nullable(),
});

/** GET /api/arguments/{id}/version: newest first. */
export const VersionListResponse = z.array(Version);

/** PUT /api/arguments/{id}/version: take a snapshot. */
export const CreateVersionRequest = z.strictObject({
  versionNote: boundedText(LIMITS.versionNoteChars).default('Manual snapshot before changes'),
});

/** Answer with one version. */
export const VersionResponse = z.object({ version: Version });

/** POST /api/arguments/{id}/version/{versionId}/revert: path parameters. */
export const RevertVersionParams = z.object({ id: RecordId, versionId: RecordId });
