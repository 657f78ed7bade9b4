import { calls } from '@credence/api';
import { methodNotAllowed } from '../api.server.ts';
import { shareArgument } from '../models/sharing.server.ts';
import { argumentSharingAction } from '../sharingAction.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/arguments/share (`shareArgument`): `{ success: true, shareToken }` for the public
 * link /argument/shared/{shareToken}; the owner may share any of their arguments, others only
 * PUBLIC ones (403 otherwise, 404 when the argument is missing or invisible).
 */
export const action = argumentSharingAction(
  calls.shareArgument.body,
  shareArgument,
  (shareToken) => ({ success: true, shareToken }),
);
