import type { CredenceClient, UserId } from '@credence/api';
import { loadSettings } from '../evaluator/evaluator.actors';
import { fromCall } from '../shared/fromCall';
import type {
  LoadUserSettingsInput,
  LoadUserSettingsOutput,
  UpdateUserSettingsInput,
  UpdateUserSettingsOutput,
} from './userSettings.types';

/** Options of {@link userSettingsActorsFromClient}. */
export interface UserSettingsActorsOptions {
  /**
   * The signed-in user. With it, loads go through the client's 24 h settings cache
   * (`getUserSettings`: never fails, so the machine never shows its defaults warning) and updates
   * refresh that cache (`updateUserSettings`). Without it, both calls go straight to the server
   * and a failed load rejects (the machine then shows the defaults with a warning).
   */
  userId?: UserId;
}

/**
 * The user-settings machine's injected actors built on a {@link @credence/api!CredenceClient}:
 * - `loadUserSettings`: GET /api/user/settings → `{ settings }`;
 * - `updateUserSettings`: PUT /api/user/settings with the changes → `{ settings }` as stored.
 */
export function userSettingsActorsFromClient(
  client: CredenceClient,
  options: UserSettingsActorsOptions = {},
) {
  const { userId } = options;
  return {
    loadUserSettings: fromCall<LoadUserSettingsOutput, LoadUserSettingsInput>(async ({ signal }) =>
      loadSettings(client, userId, signal),
    ),
    updateUserSettings: fromCall<UpdateUserSettingsOutput, UpdateUserSettingsInput>(
      async ({ input, signal }) => {
        if (userId !== undefined) {
          return { settings: await client.updateUserSettings({ userId, ...input }, { signal }) };
        }
        return client.request('updateUserSettings', { body: input, signal });
      },
    ),
  };
}
