import {
  DEFAULT_CONSTRAINT_RESOLUTION_MODE,
  DEFAULT_CONVICTION,
  DEFAULT_DETAIL_LEVEL,
} from '@credence/engine';
import type { MockStore } from '../store';
import type { MockSettings } from '../types';
import type { CallResolvers } from './define';

/** The spec's defaults for a user who saved no settings (the network view off). */
export const DEFAULT_SETTINGS: MockSettings['settings'] = {
  detailLevel: DEFAULT_DETAIL_LEVEL,
  conviction: DEFAULT_CONVICTION,
  constraintResolutionMode: DEFAULT_CONSTRAINT_RESOLUTION_MODE,
  networkView: false,
};

/** The user's settings, `networkView` always answered (off when never set), as the host does. */
const settingsOf = (store: MockStore, userId: number) => ({
  networkView: false,
  ...(store.settings(userId) ?? DEFAULT_SETTINGS),
});

/** GET and PUT /api/user/settings, per signed-in user. */
export const settingsResolvers: Pick<CallResolvers, 'getUserSettings' | 'updateUserSettings'> = {
  getUserSettings: ({ store, user }) => ({ settings: settingsOf(store, user.id) }),
  updateUserSettings: ({ store, user, body }) => {
    const { lastUpdated: _, ...current } = settingsOf(store, user.id);
    return { settings: store.saveSettings(user.id, { ...current, ...body }) };
  },
};
