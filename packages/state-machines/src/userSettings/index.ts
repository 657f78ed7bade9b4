export {
  type UserSettingsActorsOptions,
  userSettingsActorsFromClient,
} from './userSettings.actors';
export { userSettingsMachine } from './userSettings.machine';
export {
  CONSTRAINT_RESOLUTION_MODES,
  DETAIL_LEVELS,
  defaultUserSettings,
  isValidSettingsChange,
} from './userSettings.rules';
export {
  readyUserSettingsSnapshot,
  selectUserSettingsStatus,
  type UserSettingsStatus,
} from './userSettings.selectors';
export type {
  ConstraintResolutionMode,
  DetailLevel,
  LoadUserSettingsInput,
  LoadUserSettingsOutput,
  UpdateUserSettingsInput,
  UpdateUserSettingsOutput,
  UserSettings,
  UserSettingsChanges,
  UserSettingsContext,
  UserSettingsEvent,
  UserSettingsSource,
} from './userSettings.types';
