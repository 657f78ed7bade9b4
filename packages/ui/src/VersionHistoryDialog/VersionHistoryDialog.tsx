import {
  VERSION_HISTORY_MESSAGES as M,
  type VersionRecord,
  versionLabel,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import type { VersionHistoryActor } from './useVersionHistory';
import * as styles from './VersionHistoryDialog.css';

/** Props of {@link VersionHistoryDialog}. */
export interface VersionHistoryDialogProps {
  /** The machine from `useVersionHistory`. */
  actorRef: VersionHistoryActor;
  /** Open (controlled). */
  isOpen: boolean;
  /** Called when the dialog asks to open or close (Escape, close button, outside click). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Runs before 'Revert to This Version' reverts: call `revert` to go on. The evaluator asks
   * here whether its unsaved changes may be lost; without it, a revert goes at once.
   */
  confirmRevert?: (revert: () => void) => void;
}

/**
 * The dialog's own texts. The spec gives the title, the empty state, the 'Snapshot', 'Create
 * First Version Snapshot' and 'Revert to This Version' buttons and the error and toast texts
 * (all in `VERSION_HISTORY_MESSAGES`); the texts below are ours.
 */
export const VERSION_HISTORY_DIALOG_TEXT = {
  loading: 'Loading version history...',
  retry: 'Try Again',
  snapshot: 'Snapshot',
  createFirst: 'Create First Version Snapshot',
  snapshotting: 'Creating snapshot...',
  revert: 'Revert to This Version',
  load: 'Load This Version',
  reverting: 'Reverting...',
  showDetails: 'Show Details',
  hideDetails: 'Hide Details',
  current: 'Current',
  canonical: 'Canonical',
  noSummary: 'No change summary',
  createdBy: 'Created by',
  created: 'Created',
  basedOn: 'Based on',
  noParent: 'No earlier version',
  listLabel: 'Versions',
  note: 'Your version history is private to you. A snapshot saves the argument as it is now; reverting restores a version as a new current version.',
} as const;

const T = VERSION_HISTORY_DIALOG_TEXT;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** `created_at` for people; the raw text when it is not a date. */
function formatCreatedAt(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : dateFormat.format(date);
}

interface VersionItemProps {
  version: VersionRecord;
  isExpanded: boolean;
  isBusy: boolean;
  onToggleDetails: () => void;
  onLoad: () => void;
  onRevert: () => void;
}

/** One version: 'v{n}', creator, date, change summary, marks, details, load and revert. */
function VersionItem({
  version,
  isExpanded,
  isBusy,
  onToggleDetails,
  onLoad,
  onRevert,
}: VersionItemProps) {
  const detailsId = useId();
  const headingId = useId();
  const label = versionLabel(version.version_number);
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.itemHeader}>
        <h3 id={headingId} className={styles.versionNumber}>
          {label}
        </h3>
        {version.is_current ? <span className={styles.mark.current}>{T.current}</span> : null}
        {version.is_canonical ? <span className={styles.mark.canonical}>{T.canonical}</span> : null}
        <span className={styles.meta}>
          {version.creator.name} ·{' '}
          <time dateTime={version.created_at}>{formatCreatedAt(version.created_at)}</time>
        </span>
      </div>
      <p className={styles.summary}>{version.change_summary || T.noSummary}</p>
      {isExpanded ? (
        <dl id={detailsId} className={styles.details}>
          <dt>{T.createdBy}</dt>
          <dd>
            {version.creator.name}
            {version.creator.email ? ` (${version.creator.email})` : ''}
          </dd>
          <dt>{T.created}</dt>
          <dd>
            <time dateTime={version.created_at}>{formatCreatedAt(version.created_at)}</time>
          </dd>
          <dt>{T.basedOn}</dt>
          <dd>
            {version.parent_version
              ? versionLabel(version.parent_version.version_number)
              : T.noParent}
          </dd>
        </dl>
      ) : null}
      <div className={styles.itemActions}>
        <ToggleDetailsButton
          isExpanded={isExpanded}
          controls={detailsId}
          label={label}
          onPress={onToggleDetails}
        />
        <Button
          variant="secondary"
          isDisabled={isBusy}
          onPress={onLoad}
          aria-describedby={headingId}
        >
          {T.load}
        </Button>
        <Button
          variant="secondary"
          isDisabled={isBusy}
          onPress={onRevert}
          aria-describedby={headingId}
        >
          {T.revert}
        </Button>
      </div>
    </li>
  );
}

interface ToggleDetailsButtonProps {
  isExpanded: boolean;
  controls: string;
  label: string;
  onPress: () => void;
}

/** 'Show Details' / 'Hide Details', a disclosure announced as expanded or collapsed. */
function ToggleDetailsButton({ isExpanded, controls, label, onPress }: ToggleDetailsButtonProps) {
  const text = isExpanded ? T.hideDetails : T.showDetails;
  return (
    <AriaButton
      className={styles.toggle}
      aria-expanded={isExpanded}
      aria-controls={isExpanded ? controls : undefined}
      aria-label={`${text} of ${label}`}
      onPress={onPress}
    >
      {text}
    </AriaButton>
  );
}

/**
 * The evaluator header's Version History dialog ('Your Version History'), driven by the
 * version-history machine from `useVersionHistory`: loading, the error with 'Try Again'
 * (`RELOAD`), the empty state with 'Create First Version Snapshot' (`SNAPSHOT`), the list
 * (newest first; 'Show Details' sends `TOGGLE_DETAILS`; 'Load This Version' sends
 * `SELECT_VERSION`, which in the header's variant only shows the spec's toast 'Version loading
 * coming soon!'; 'Revert to This Version' sends `REVERT`: the reverted content becomes the new
 * current version and `useVersionHistory`'s `onReverted` reloads the argument) and the snapshot
 * in progress. Every text from the server is shown as text, never as HTML.
 */
export function VersionHistoryDialog({
  actorRef,
  isOpen,
  onOpenChange,
  confirmRevert = (revert) => revert(),
}: VersionHistoryDialogProps) {
  return (
    <Dialog title={M.title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <VersionHistoryBody actorRef={actorRef} confirmRevert={confirmRevert} />
    </Dialog>
  );
}

function VersionHistoryBody({
  actorRef,
  confirmRevert,
}: {
  actorRef: VersionHistoryActor;
  confirmRevert: (revert: () => void) => void;
}) {
  const snapshot = useSelector(actorRef, (s) => s);
  const { versions, expandedVersionIds, error } = snapshot.context;
  const snapshotting = snapshot.matches('snapshotting');
  const reverting = snapshot.matches('reverting');
  const takeSnapshot = () => actorRef.send({ type: 'SNAPSHOT' });

  if (snapshot.matches('loading')) {
    return (
      <p role="status" className={styles.status}>
        {T.loading}
      </p>
    );
  }
  if (snapshot.matches('error')) {
    return (
      <div className={styles.stack}>
        <p role="alert" className={styles.error}>
          {error ?? M.loadFailed}
        </p>
        <div>
          <Button variant="secondary" onPress={() => actorRef.send({ type: 'RELOAD' })}>
            {T.retry}
          </Button>
        </div>
      </div>
    );
  }
  if (versions.length === 0) {
    // `empty`, or the first snapshot under way.
    return (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{M.empty}</p>
        <Button
          onPress={takeSnapshot}
          isPending={snapshotting}
          pendingLabel={T.snapshotting}
          isDisabled={!snapshot.can({ type: 'SNAPSHOT' }) && !snapshotting}
        >
          {T.createFirst}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <p className={styles.note}>{T.note}</p>
        <Button
          onPress={takeSnapshot}
          isPending={snapshotting}
          pendingLabel={T.snapshotting}
          isDisabled={reverting}
        >
          {T.snapshot}
        </Button>
      </div>
      {reverting ? (
        <p role="status" className={styles.status}>
          {T.reverting}
        </p>
      ) : null}
      <ol className={styles.list} aria-label={T.listLabel} aria-busy={snapshotting || reverting}>
        {versions.map((version) => (
          <VersionItem
            key={version.id}
            version={version}
            isExpanded={expandedVersionIds.includes(version.id)}
            isBusy={snapshotting || reverting}
            onToggleDetails={() => actorRef.send({ type: 'TOGGLE_DETAILS', versionId: version.id })}
            onLoad={() => actorRef.send({ type: 'SELECT_VERSION', versionId: version.id })}
            onRevert={() =>
              confirmRevert(() => actorRef.send({ type: 'REVERT', versionId: version.id }))
            }
          />
        ))}
      </ol>
    </div>
  );
}
