import { DELIBERATION_LABELS as L, latestClosedRound } from '@credence/state-machines';
import { useId, useState } from 'react';
import { Heading } from '../Heading/Heading';
import { Select } from '../Select/Select';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DeliberationConclusion } from './DeliberationConclusion';
import { DeliberationConvergence } from './DeliberationConvergence';
import { DeliberationCruxes } from './DeliberationCruxes';
import { DELIBERATION_PANEL_TEXT as T } from './DeliberationPanel.messages';
import { DeliberationQuantityRow } from './DeliberationQuantityRow';
import type { Deliberation, DeliberationPremise } from './deliberation.types';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Props of {@link DeliberationGroupView}. */
export interface DeliberationGroupViewProps {
  deliberation: Deliberation;
  premises: readonly DeliberationPremise[];
}

/**
 * The anonymous group view of a closed round, the latest at first (a select shows an earlier
 * one): per premise its spread plot, pool and reasons; the inference settings; the conclusion
 * pooled both ways; the cruxes; and the convergence from the round before.
 */
export function DeliberationGroupView({ deliberation, premises }: DeliberationGroupViewProps) {
  const headingId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const latest = latestClosedRound(deliberation);
  if (latest === null) {
    return (
      <Stack component="section" space="small" aria-labelledby={headingId}>
        <Heading level="4" component="h3" id={headingId}>
          {T.groupView}
        </Heading>
        <Text tone="secondary">{T.noClosedRounds}</Text>
      </Stack>
    );
  }
  const round = deliberation.rounds.find((r) => r.round === chosen) ?? latest;
  const own = round.yourSubmission;
  const ownPremise = (claimId: string) =>
    own?.premiseProbabilities.find((p) => p.claimId === claimId)?.probability ?? null;
  const premiseOf = (claimId: string, index: number) =>
    premises.find((p) => p.id === claimId) ?? {
      id: claimId,
      label: capitalise(L.premise(index + 1)),
      content: claimId,
    };
  return (
    <Stack component="section" space="medium" aria-labelledby={headingId}>
      <Heading level="4" component="h3" id={headingId}>
        {T.groupView}
      </Heading>
      {deliberation.rounds.length > 1 ? (
        <Select
          label={T.roundShown}
          width="content"
          items={deliberation.rounds.map((r) => ({
            id: String(r.round),
            label: T.roundOption(r.round),
          }))}
          value={String(round.round)}
          onChange={(id) => setChosen(id === null ? null : Number(id))}
        />
      ) : null}
      <Text tone="secondary">{T.roundSummary(round.round, round.submissionCount)}</Text>
      <Stack component="ul" space="small" aria-label={T.roundOption(round.round)}>
        {round.premises.map((premise, index) => {
          const named = premiseOf(premise.claimId, index);
          return (
            <DeliberationQuantityRow
              key={premise.claimId}
              label={named.label}
              description={named.content}
              quantity={premise}
              yours={ownPremise(premise.claimId)}
              reasons={premise.reasons}
            />
          );
        })}
        <DeliberationQuantityRow
          label={T.inferenceStrength}
          description={T.inferenceStrengthMeaning}
          quantity={round.inferenceStrength}
          yours={own?.inferenceStrength ?? null}
        />
        <DeliberationQuantityRow
          label={T.fallbackSupport}
          description={T.fallbackSupportMeaning}
          quantity={round.fallbackSupport}
          yours={own?.fallbackSupport ?? null}
        />
      </Stack>
      <DeliberationConclusion round={round} pooling={deliberation.pooling} />
      <DeliberationCruxes round={round} premises={premises} />
      <DeliberationConvergence
        deliberation={deliberation}
        round={round.round}
        premises={premises}
      />
    </Stack>
  );
}
