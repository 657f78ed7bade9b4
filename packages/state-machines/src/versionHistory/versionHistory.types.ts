/** One saved version of an argument (private to the signed-in user), as the call returns it. */
export interface VersionRecord {
  id: number;
  version_number: number;
  is_current: boolean;
  is_canonical: boolean;
  change_summary: string | null;
  created_at: string;
  creator: { name: string; email: string };
  parent_version: { version_number: number } | null;
}

/**
 * Where the version history is shown: the `panel` or the evaluator header's dialog
 * (`evaluatorHeader`: choosing a version to load only shows the toast 'Version loading coming
 * soon!'). Both revert through the injected `revertToVersion` actor.
 */
export type VersionHistoryVariant = 'panel' | 'evaluatorHeader';

/** The evaluator header's Version box: the newest version's creator and number. */
export interface VersionBadge {
  /** `creator.name` of the first (newest) item; 'Unknown' by default. */
  creatorName: string;
  /** `version_number` of the first item; 1 by default. Shown as 'v{number}'. */
  versionNumber: number;
}

/** A toast the panel shows. `id` grows with every toast so that a repeated text is shown again. */
export interface VersionHistoryToast {
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
}

/** Input of {@link versionHistoryMachine}. */
export interface VersionHistoryInput {
  argumentId: number;
  /** Default `panel`. */
  variant?: VersionHistoryVariant;
  /**
   * The list already read (newest first), e.g. by the page's loader: the machine starts with it
   * (`list`, or `empty`) instead of loading it. Without it, it starts `loading`.
   */
  versions?: ListVersionsOutput;
}

/** Context of {@link versionHistoryMachine}. */
export interface VersionHistoryContext {
  argumentId: number;
  variant: VersionHistoryVariant;
  /** The list as last loaded, newest first. */
  versions: VersionRecord[];
  /** Ids of the versions whose details are expanded. */
  expandedVersionIds: number[];
  /** The header's Version box data, from the last loaded list; `null` while it has no version. */
  badge: VersionBadge | null;
  /** The load error shown in `error`, else `null`. */
  error: string | null;
  /** Latest toast (snapshot and revert failures, 'Version loading coming soon!'). */
  toast: VersionHistoryToast | null;
}

/** Events of {@link versionHistoryMachine}. */
export type VersionHistoryEvent =
  | { type: 'RELOAD' }
  | { type: 'SNAPSHOT' }
  | { type: 'TOGGLE_DETAILS'; versionId: number }
  | { type: 'REVERT'; versionId: number }
  | { type: 'SELECT_VERSION'; versionId: number };

/** Emitted after a revert succeeded: the argument's content changed, so the app reloads it. */
export type VersionHistoryEmitted = { type: 'reverted'; argumentId: number };

/** Input of the `listVersions` actor (GET /api/arguments/{id}/version). */
export interface ListVersionsInput {
  argumentId: number;
}

/**
 * Output of the `listVersions` actor: the versions, newest first. A failed call rejects; its
 * `status` (HTTP status, as on `@credence/api`'s `CredenceApiError`) decides the message:
 * 401 → 'Please sign in to view version history'; another status → 'Failed to fetch version
 * history'; none (network failure) → 'Failed to load version history'.
 */
export type ListVersionsOutput = VersionRecord[];

/** Input of the `createVersion` actor (PUT /api/arguments/{id}/version). */
export interface CreateVersionInput {
  argumentId: number;
  /** Always 'Manual snapshot before changes'. */
  versionNote: string;
}

/** Output of the `createVersion` actor: the new version (not used: the list is reloaded). */
export interface CreateVersionOutput {
  version?: VersionRecord;
}

/** Input of the `revertToVersion` actor: the callback that restores a version (call not shown). */
export interface RevertToVersionInput {
  argumentId: number;
  versionId: number;
  versionNumber: number;
}
