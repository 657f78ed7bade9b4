import type { VersionBadge, VersionRecord } from './versionHistory.types';

/**
 * The spec's texts for the version history, copied exactly (dependencies document §2, §7, §8),
 * plus `revertFailed`, which is ours: the spec delegates revert to a callback and gives no text.
 */
export const VERSION_HISTORY_MESSAGES = {
  title: 'Your Version History',
  empty: 'No version history yet',
  signInRequired: 'Please sign in to view version history',
  fetchFailed: 'Failed to fetch version history',
  loadFailed: 'Failed to load version history',
  snapshotFailed: 'Failed to create version snapshot',
  comingSoon: 'Version loading coming soon!',
  /** Ours (not in the spec). */
  revertFailed: 'Failed to revert to this version',
} as const;

/** The note sent with a manual snapshot. */
export const SNAPSHOT_VERSION_NOTE = 'Manual snapshot before changes';

/** Version box defaults for a listed version whose creator name or number is missing. */
export const DEFAULT_VERSION_BADGE: VersionBadge = { creatorName: 'Unknown', versionNumber: 1 };

/**
 * Ours: the Version box of an argument with no version yet (a new argument). Not 'Unknown v1':
 * no version 1 exists, and the user would look for it in the history.
 */
export const NO_VERSIONS_LABEL = 'No versions yet';

/** Ours: the Version box while the list loads (no version number is known yet). */
export const VERSIONS_LOADING_LABEL = 'Loading versions...';

/**
 * The header's Version box: the first item's creator name and version number (the spec's
 * defaults 'Unknown' and 1 for a missing field); `null` when there is no version at all.
 */
export function versionBadge(versions: readonly VersionRecord[]): VersionBadge | null {
  const first = versions[0];
  if (first === undefined) return null;
  return {
    creatorName: first?.creator?.name || DEFAULT_VERSION_BADGE.creatorName,
    versionNumber: first?.version_number || DEFAULT_VERSION_BADGE.versionNumber,
  };
}

/** 'v{number}', as the Version box shows it. */
export function versionLabel(versionNumber: number): string {
  return `v${versionNumber}`;
}

/** The HTTP status a rejected call carries (`status`, as on `CredenceApiError`); 0 when none. */
function httpStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('status' in error)) return 0;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : 0;
}

/**
 * The message for a failed list: 401 → 'Please sign in to view version history'; another HTTP
 * status → 'Failed to fetch version history'; none (network failure) → 'Failed to load version history'.
 */
export function versionListFailureMessage(error: unknown): string {
  const status = httpStatus(error);
  if (status === 401) return VERSION_HISTORY_MESSAGES.signInRequired;
  if (status > 0) return VERSION_HISTORY_MESSAGES.fetchFailed;
  return VERSION_HISTORY_MESSAGES.loadFailed;
}
