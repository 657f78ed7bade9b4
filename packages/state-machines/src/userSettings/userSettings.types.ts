/** How much of the calculation the panels show (`@credence/api` `DetailLevel`). */
export type DetailLevel = 'basic' | 'detailed' | 'complete';

/** How dependency constraints are resolved (`@credence/api` `ConstraintResolutionMode`). */
export type ConstraintResolutionMode = 'coherentist' | 'foundationalist';

/** The user's settings, shaped like `@credence/api` `UserSettings`. */
export interface UserSettings {
  detailLevel: DetailLevel;
  /** 0..1. */
  conviction: number;
  constraintResolutionMode: ConstraintResolutionMode;
  /** The evaluator's "Network" switch (argument networks); absent: off. */
  networkView?: boolean;
  lastUpdated?: string;
}

/** A change to some of the settings (`@credence/api` `UpdateUserSettingsRequest`). */
export type UserSettingsChanges = Partial<Omit<UserSettings, 'lastUpdated'>>;

/** Input of the `loadUserSettings` actor: nothing, the session names the user. */
export type LoadUserSettingsInput = Record<string, never>;

/** Output of the `loadUserSettings` actor (`GET /api/user/settings`). */
export interface LoadUserSettingsOutput {
  settings: UserSettings;
}

/** Input of the `updateUserSettings` actor (`PUT /api/user/settings` body). */
export type UpdateUserSettingsInput = UserSettingsChanges;

/** Output of the `updateUserSettings` actor: the settings as stored. */
export interface UpdateUserSettingsOutput {
  settings: UserSettings;
}

/** Where the settings shown came from. */
export type UserSettingsSource = 'server' | 'defaults';

/** Context of {@link userSettingsMachine}. */
export interface UserSettingsContext {
  /** The settings in force: the server's, or the defaults when the load failed. */
  settings: UserSettings;
  source: UserSettingsSource;
  /** Why the defaults are shown (the load's error message); null when they are not. */
  warning: string | null;
  /** The last failed update's message, shown with the error indicator. */
  error: string | null;
  /** The change being saved. */
  pendingChanges: UserSettingsChanges | null;
}

/** Events of {@link userSettingsMachine}. */
export type UserSettingsEvent =
  | { type: 'UPDATE'; changes: UserSettingsChanges }
  | { type: 'RELOAD' }
  | { type: 'DISMISS_WARNING' };
