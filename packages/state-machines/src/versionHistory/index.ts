export { versionHistoryActorsFromClient } from './versionHistory.actors';
export {
  type ToastParams as VersionHistoryToastParams,
  versionHistoryMachine,
} from './versionHistory.machine';
export {
  DEFAULT_VERSION_BADGE,
  NO_VERSIONS_LABEL,
  SNAPSHOT_VERSION_NOTE,
  VERSION_HISTORY_MESSAGES,
  VERSIONS_LOADING_LABEL,
  versionBadge,
  versionLabel,
  versionListFailureMessage,
} from './versionHistory.messages';
export type {
  CreateVersionInput,
  CreateVersionOutput,
  ListVersionsInput,
  ListVersionsOutput,
  RevertToVersionInput,
  VersionBadge,
  VersionHistoryContext,
  VersionHistoryEmitted,
  VersionHistoryEvent,
  VersionHistoryInput,
  VersionHistoryToast,
  VersionHistoryVariant,
  VersionRecord,
} from './versionHistory.types';
