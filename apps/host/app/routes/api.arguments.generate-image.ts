import { calls } from '@credence/api';
import { methodNotAllowed } from '../api.server.ts';
import { generateArgumentImage } from '../models/sharing.server.ts';
import { argumentSharingAction } from '../sharingAction.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/arguments/generate-image (`generateImage`): `{ success: true, imageUrl }`, the
 * same-origin URL of the argument's SVG card (GET /api/arguments/:id/image.svg). Same access
 * rule as sharing: the owner, or anyone for a PUBLIC argument.
 */
export const action = argumentSharingAction(
  calls.generateImage.body,
  generateArgumentImage,
  (imageUrl) => ({ success: true, imageUrl }),
);
