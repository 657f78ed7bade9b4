import * as z from 'zod';
import { RecordId, Visibility } from './common';
import { boundedText, LIMITS } from './limits';

/** Sharing needs a saved argument: a non-zero id. */
const UserArgumentId = RecordId;

/** POST /api/arguments/share. */
export const ShareRequest = z.strictObject({ userArgumentId: UserArgumentId });

/** Its answer. */
export const ShareResponse = z.object({
  success: z.boolean(),
  shareToken: z.string().optional(),
  error: z.string().optional(),
});

/** PATCH /api/arguments/visibility. */
export const VisibilityRequest = z.strictObject({
  userArgumentId: UserArgumentId,
  visibility: Visibility,
});

/** Its answer (the spec uses only the status). */
export const VisibilityResponse = z.object({ success: z.literal(true), visibility: Visibility });

/** POST /api/arguments/generate-image. */
export const GenerateImageRequest = z.strictObject({ userArgumentId: UserArgumentId });

/** Its answer: on success the image's URL (a data URL from the mocks, a same-origin SVG path from the host). */
export const GenerateImageResponse = z.object({
  success: z.boolean(),
  imageUrl: z.string().optional(),
  error: z.string().optional(),
  details: z.string().optional(),
});

/** GET /api/shared/{shareToken}: the path parameter. */
export const ShareTokenParams = z.object({ shareToken: boundedText(LIMITS.idChars).min(1) });
