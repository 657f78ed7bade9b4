import {
  type DeliberationSubmission,
  finishedNotice,
  DELIBERATION_LABELS as L,
} from '@credence/state-machines';
import { useId, useState } from 'react';
import { Card } from '../Card/Card';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Text } from '../Text/Text';
import { DeliberationGroupView } from './DeliberationGroupView';
import { DeliberationHeader } from './DeliberationHeader';
import { DeliberationOpenRound } from './DeliberationOpenRound';
import { DELIBERATION_PANEL_TEXT as T } from './DeliberationPanel.messages';
import type {
  Deliberation,
  DeliberationCurrentValues,
  DeliberationPanelStatus,
  DeliberationPremise,
} from './deliberation.types';

/** Props of {@link DeliberationPanel}. */
export interface DeliberationPanelProps {
  /** The deliberation as the API answers it to the viewer. */
  deliberation: Deliberation;
  /** The argument's premises, in order: their claim ids, labels (`'Premise 2'`) and texts. */
  premises: readonly DeliberationPremise[];
  /** The viewer's figures in the evaluator now: what a submission sends. */
  current: DeliberationCurrentValues;
  /** The call under way, or `'idle'`. */
  status: DeliberationPanelStatus;
  /** The last failed call's message (shown as an alert); `null` or absent when none. */
  error?: string | null;
  /** Submits (or replaces) the viewer's figures and reasons for the open round. */
  onSubmit: (submission: DeliberationSubmission) => void;
  /** The starter closes the open round and opens the next (or finishes after the last). */
  onOpenNextRound: () => void;
  /** Reads the deliberation again. */
  onRefresh: () => void;
  /** Deletes the deliberation (the starter, after confirming); without it there is no button. */
  onDelete?: () => void;
  /** Extra class names for the root. */
  className?: string;
}

/**
 * The deliberation panel shown beside the evaluator (Delphi rounds): the header (argument, round
 * of five, members, pooling rule); the open round (the blind notice, who has submitted, the
 * viewer's own submission, a reason per premise and 'Submit to round N'; for the starter, the
 * button that closes the round); and the anonymous group view of the latest closed round (or an
 * earlier one): spread plots per premise and for the inference settings, P(C) pooled both ways
 * with the gap explained, the cruxes and the convergence from the round before. Presentational:
 * `DeliberationPanelContainer` runs the machine. Text from members is shown as text, never HTML.
 */
export function DeliberationPanel({
  deliberation,
  premises,
  current,
  status,
  error = null,
  onSubmit,
  onOpenNextRound,
  onRefresh,
  onDelete,
  className,
}: DeliberationPanelProps) {
  const titleId = useId();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const open = deliberation.openRound;
  return (
    <Card
      component="section"
      space="large"
      busy={status !== 'idle'}
      aria-labelledby={titleId}
      className={className}
    >
      <DeliberationHeader
        deliberation={deliberation}
        titleId={titleId}
        status={status}
        onRefresh={onRefresh}
        onDelete={onDelete ? () => setConfirmingDelete(true) : undefined}
      />
      {error ? (
        <Card tone="critical" accent padding="small" role="alert">
          <Text>{error}</Text>
        </Card>
      ) : null}
      {open ? (
        <DeliberationOpenRound
          key={open.number}
          deliberation={deliberation}
          openRound={open}
          premises={premises}
          current={current}
          status={status}
          onSubmit={onSubmit}
          onOpenNextRound={onOpenNextRound}
        />
      ) : deliberation.status === 'finished' ? (
        <Card tone="positive" accent padding="small">
          <Text weight="strong">{finishedNotice(deliberation.rounds.length)}</Text>
        </Card>
      ) : null}
      <DeliberationGroupView deliberation={deliberation} premises={premises} />
      {onDelete ? (
        <ConfirmDialog
          isOpen={confirmingDelete}
          title={T.deleteTitle}
          confirmLabel={L.delete}
          cancelLabel={T.cancel}
          onConfirm={() => {
            setConfirmingDelete(false);
            onDelete();
          }}
          onCancel={() => setConfirmingDelete(false)}
        >
          {T.deleteBody}
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
