import { DELIBERATION_MESSAGES, LIMITS } from '@credence/api';
import {
  blindNotice,
  canOpenNextRound,
  type DeliberationSubmission,
  isLastRound,
  DELIBERATION_LABELS as L,
  DELIBERATION_TEXTS as M,
  submissionFromValues,
  waitingSentence,
} from '@credence/state-machines';
import { type FormEvent, useId, useState } from 'react';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { DeliberationFigures } from './DeliberationFigures';
import { DELIBERATION_PANEL_TEXT as T } from './DeliberationPanel.messages';
import { DeliberationYourSubmission } from './DeliberationYourSubmission';
import type {
  Deliberation,
  DeliberationCurrentValues,
  DeliberationPanelStatus,
  DeliberationPremise,
} from './deliberation.types';

/** Props of {@link DeliberationOpenRound}. */
export interface DeliberationOpenRoundProps {
  deliberation: Deliberation;
  /** The open round (`deliberation.openRound`, not null). */
  openRound: NonNullable<Deliberation['openRound']>;
  premises: readonly DeliberationPremise[];
  current: DeliberationCurrentValues;
  status: DeliberationPanelStatus;
  onSubmit: (submission: DeliberationSubmission) => void;
  onOpenNextRound: () => void;
}

/** The reasons typed so far, by claim id: at first the member's stored ones for this round. */
function initialReasons(openRound: DeliberationOpenRoundProps['openRound']) {
  const reasons: Record<string, string> = {};
  for (const reason of openRound.yourSubmission?.reasons ?? [])
    reasons[reason.claimId] = reason.text;
  return reasons;
}

/**
 * What a submission sends: the evaluator's figures now, every premise once in the argument's
 * order, and the reasons given (trimmed, blank ones left out); `null` when a premise has no
 * credence in `current`.
 */
export function submissionOf(
  current: DeliberationCurrentValues,
  premises: readonly DeliberationPremise[],
  reasons: Readonly<Record<string, string>>,
): DeliberationSubmission | null {
  return submissionFromValues(premises, {
    premises: Object.fromEntries(
      current.premiseProbabilities.map(({ claimId, probability }) => [claimId, probability]),
    ),
    inferenceStrength: current.inferenceStrength,
    fallbackSupport: current.fallbackSupport,
    reasons,
  });
}

/**
 * The open round: the blind notice, how many have submitted, the member's own submission, a
 * reason field per premise and the submit button; for the starter, the button that closes the
 * round (disabled, with the reason, while nobody has submitted). Mount it with `key` = the round
 * number, so a new round starts with its own reasons.
 */
export function DeliberationOpenRound({
  deliberation,
  openRound,
  premises,
  current,
  status,
  onSubmit,
  onOpenNextRound,
}: DeliberationOpenRoundProps) {
  const headingId = useId();
  const willSendId = useId();
  const closeHintId = useId();
  const incompleteId = useId();
  const [reasons, setReasons] = useState(() => initialReasons(openRound));
  const round = openRound.number;
  const busy = status !== 'idle';
  const own = openRound.yourSubmission;
  const canClose = canOpenNextRound(deliberation);
  const submission = submissionOf(current, premises, reasons);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || submission === null) return;
    onSubmit(submission);
  };
  return (
    <Stack component="section" space="medium" aria-labelledby={headingId}>
      <Heading level="4" component="h3" id={headingId}>
        {T.openRound(round)}
      </Heading>
      <Card tone="info" accent padding="small">
        <Text>{blindNotice(round)}</Text>
      </Card>
      <Text>{waitingSentence(openRound.submissionCount, deliberation.memberCount, round)}</Text>
      {deliberation.isMember ? null : <Text tone="secondary">{M.notMember}</Text>}
      {own ? (
        <DeliberationYourSubmission submission={own} premises={premises} />
      ) : (
        <Text tone="secondary">{T.notSubmitted}</Text>
      )}
      <Box component="form" display="flex" flexDirection="column" gap="medium" onSubmit={submit}>
        <Stack component="fieldset" space="small">
          <Text component="legend" weight="strong">
            {T.reasonsLegend}
          </Text>
          <Text size="small" tone="secondary">
            {T.reasonDescription(LIMITS.reasonChars)}
          </Text>
          {premises.map((premise) => (
            <TextField
              key={premise.id}
              label={T.reasonLabel(premise.label)}
              description={premise.content}
              multiline
              rows={2}
              size="small"
              maxLength={LIMITS.reasonChars}
              value={reasons[premise.id] ?? ''}
              onChange={(text) => setReasons((all) => ({ ...all, [premise.id]: text }))}
            />
          ))}
        </Stack>
        <Stack space="xsmall">
          <Text size="small" tone="secondary" id={willSendId}>
            {T.willSend}
          </Text>
          <DeliberationFigures premises={premises} values={current} />
          {submission === null ? (
            <Text size="small" tone="critical" id={incompleteId}>
              {DELIBERATION_MESSAGES.premisesMismatch}
            </Text>
          ) : null}
        </Stack>
        <Box>
          <Button
            type="submit"
            isPending={status === 'submitting'}
            pendingLabel={L.submitting}
            isDisabled={submission === null || (busy && status !== 'submitting')}
            aria-describedby={submission === null ? `${willSendId} ${incompleteId}` : willSendId}
          >
            {own ? L.resubmit(round) : L.submit(round)}
          </Button>
        </Box>
      </Box>
      {deliberation.startedByYou ? (
        <Stack space="xsmall" align="left">
          <Button
            variant="secondary"
            onPress={onOpenNextRound}
            isPending={status === 'openingRound'}
            pendingLabel={L.openingRound}
            isDisabled={!canClose || (busy && status !== 'openingRound')}
            aria-describedby={canClose ? undefined : closeHintId}
          >
            {isLastRound(deliberation) ? L.closeLast(round) : L.openNextRound(round + 1)}
          </Button>
          {canClose ? null : (
            <Text size="small" tone="secondary" id={closeHintId}>
              {M.closeNeedsSubmission}
            </Text>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
