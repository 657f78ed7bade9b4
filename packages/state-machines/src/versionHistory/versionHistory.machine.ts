import { type AnyEventObject, assign, emit, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import {
  VERSION_HISTORY_MESSAGES as M,
  SNAPSHOT_VERSION_NOTE,
  versionBadge,
  versionListFailureMessage,
} from './versionHistory.messages';
import type {
  CreateVersionInput,
  CreateVersionOutput,
  ListVersionsInput,
  ListVersionsOutput,
  RevertToVersionInput,
  VersionHistoryContext,
  VersionHistoryEmitted,
  VersionHistoryEvent,
  VersionHistoryInput,
  VersionHistoryToast,
} from './versionHistory.types';

/** The parameters of the version-history machine's `showToast` action. */
export type ToastParams = Pick<VersionHistoryToast, 'kind' | 'text'>;

/** The input a machine was started with, read from its start event (`xstate.init`). */
function startInput(event: AnyEventObject): Partial<VersionHistoryInput> | undefined {
  return event.type === 'xstate.init' ? (event.input as Partial<VersionHistoryInput>) : undefined;
}

/**
 * The Version history panel ('Your Version History'):
 * - a list given as input (`versions`, e.g. read by the page's loader) → `list` or `empty`
 *   at once, without a request;
 * - loading (the injected `listVersions` actor) → `empty` ('No version history yet', with the
 *   'Create First Version Snapshot' action), `list`, or `error` (context `error`: 'Please sign in
 *   to view version history' on 401, 'Failed to fetch version history' on another status,
 *   'Failed to load version history' otherwise); `RELOAD` loads again;
 * - `SNAPSHOT` (from empty or list) → snapshotting (the injected `createVersion` actor, with
 *   versionNote 'Manual snapshot before changes') → loading again; a failure shows the toast
 *   'Failed to create version snapshot' and keeps the list;
 * - `TOGGLE_DETAILS` expands or collapses a version's details;
 * - `REVERT` ('Revert to This Version') → reverting (the injected `revertToVersion` callback
 *   actor), which emits `reverted` (the app reloads the argument it shows) → loading again; a
 *   failure shows our toast 'Failed to revert to this version';
 * - `SELECT_VERSION` (choosing a version to load it): in the evaluator-header variant it only
 *   shows the toast 'Version loading coming soon!', as the spec says; the panel ignores it.
 * Context `badge` holds the header's Version box (first item's creator name and version number,
 * defaults 'Unknown' and 1 for missing fields; `null` while there is no version, which the box
 * shows as 'No versions yet'). Messages are in context (`error`, `toast`).
 */
export const versionHistoryMachine = setup({
  types: {
    context: {} as VersionHistoryContext,
    events: {} as VersionHistoryEvent,
    emitted: {} as VersionHistoryEmitted,
    input: {} as VersionHistoryInput,
  },
  actors: {
    listVersions: fromPromise<ListVersionsOutput, ListVersionsInput>(notProvided('listVersions')),
    createVersion: fromPromise<CreateVersionOutput, CreateVersionInput>(
      notProvided('createVersion'),
    ),
    revertToVersion: fromPromise<unknown, RevertToVersionInput>(notProvided('revertToVersion')),
  },
  guards: {
    isMalformedList: (_, params: { output: unknown }) => !Array.isArray(params.output),
    // The start's event (`xstate.init`) carries the input: whether it brought the list.
    startsWithList: ({ event }) => Array.isArray(startInput(event)?.versions),
    isEmptyList: (_, params: { output: unknown }) =>
      Array.isArray(params.output) && params.output.length === 0,
    hasVersions: ({ context }) => context.versions.length > 0,
    isEvaluatorHeader: ({ context }) => context.variant === 'evaluatorHeader',
    isListedVersion: ({ context, event }) =>
      event.type === 'REVERT' && context.versions.some((version) => version.id === event.versionId),
  },
  actions: {
    storeVersions: assign(({ context }, params: { versions: ListVersionsOutput }) => ({
      versions: params.versions,
      badge: versionBadge(params.versions),
      expandedVersionIds: context.expandedVersionIds.filter((id) =>
        params.versions.some((version) => version.id === id),
      ),
      error: null,
    })),
    showError: assign((_, params: { text: string }) => ({ error: params.text })),
    clearError: assign({ error: null }),
    showToast: assign(({ context }, params: ToastParams) => ({
      toast: { id: (context.toast?.id ?? 0) + 1, ...params },
    })),
    toggleDetails: assign({
      expandedVersionIds: ({ context, event }) => {
        if (event.type !== 'TOGGLE_DETAILS') return context.expandedVersionIds;
        return context.expandedVersionIds.includes(event.versionId)
          ? context.expandedVersionIds.filter((id) => id !== event.versionId)
          : [...context.expandedVersionIds, event.versionId];
      },
    }),
  },
}).createMachine({
  id: 'versionHistory',
  context: ({ input }) => ({
    argumentId: input.argumentId,
    variant: input.variant ?? 'panel',
    versions: input.versions ?? [],
    expandedVersionIds: [],
    badge: input.versions ? versionBadge(input.versions) : null,
    error: null,
    toast: null,
  }),
  initial: 'starting',
  on: {
    TOGGLE_DETAILS: { actions: 'toggleDetails' },
  },
  states: {
    starting: {
      always: [
        // Versions in the context at the start came with the input.
        { guard: 'hasVersions', target: 'list' },
        { guard: 'startsWithList', target: 'empty' },
        { target: 'loading' },
      ],
    },
    loading: {
      entry: 'clearError',
      invoke: {
        src: 'listVersions',
        input: ({ context }) => ({ argumentId: context.argumentId }),
        onDone: [
          {
            guard: { type: 'isMalformedList', params: ({ event }) => ({ output: event.output }) },
            target: 'error',
            actions: { type: 'showError', params: { text: M.loadFailed } },
          },
          {
            guard: { type: 'isEmptyList', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: { type: 'storeVersions', params: ({ event }) => ({ versions: event.output }) },
          },
          {
            target: 'list',
            actions: { type: 'storeVersions', params: ({ event }) => ({ versions: event.output }) },
          },
        ],
        onError: {
          target: 'error',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ text: versionListFailureMessage(event.error) }),
          },
        },
      },
    },
    empty: {
      on: { SNAPSHOT: 'snapshotting', RELOAD: 'loading' },
    },
    list: {
      on: {
        SNAPSHOT: 'snapshotting',
        RELOAD: 'loading',
        REVERT: { guard: 'isListedVersion', target: 'reverting' },
        SELECT_VERSION: {
          guard: 'isEvaluatorHeader',
          actions: { type: 'showToast', params: { kind: 'info', text: M.comingSoon } },
        },
      },
    },
    error: {
      on: { RELOAD: 'loading' },
    },
    snapshotting: {
      invoke: {
        src: 'createVersion',
        input: ({ context }) => ({
          argumentId: context.argumentId,
          versionNote: SNAPSHOT_VERSION_NOTE,
        }),
        onDone: 'loading',
        onError: [
          {
            guard: 'hasVersions',
            target: 'list',
            actions: { type: 'showToast', params: { kind: 'error', text: M.snapshotFailed } },
          },
          {
            target: 'empty',
            actions: { type: 'showToast', params: { kind: 'error', text: M.snapshotFailed } },
          },
        ],
      },
    },
    reverting: {
      invoke: {
        src: 'revertToVersion',
        input: ({ context, event }) => {
          const versionId = event.type === 'REVERT' ? event.versionId : 0;
          const version = context.versions.find((candidate) => candidate.id === versionId);
          return {
            argumentId: context.argumentId,
            versionId,
            versionNumber: version?.version_number ?? 0,
          };
        },
        onDone: {
          target: 'loading',
          actions: emit(({ context }) => ({
            type: 'reverted' as const,
            argumentId: context.argumentId,
          })),
        },
        onError: {
          target: 'list',
          actions: { type: 'showToast', params: { kind: 'error', text: M.revertFailed } },
        },
      },
    },
  },
});
