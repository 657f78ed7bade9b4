import {
  cruxPartLabel,
  cruxSentence,
  type DeliberationCruxPart,
  type DeliberationRound,
  DELIBERATION_LABELS as L,
} from '@credence/state-machines';
import { useId } from 'react';
import { CredenceMeter } from '../CredenceMeter/CredenceMeter';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DELIBERATION_PANEL_TEXT as T } from './DeliberationPanel.messages';
import type { DeliberationPremise } from './deliberation.types';

/** Props of {@link DeliberationCruxes}. */
export interface DeliberationCruxesProps {
  round: DeliberationRound;
  premises: readonly DeliberationPremise[];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A closed round's cruxes: the sentence that names where most of the disagreement about P(C)
 * comes from, and the parts ranked by their share of it, each a meter of its share of the total.
 */
export function DeliberationCruxes({ round, premises }: DeliberationCruxesProps) {
  const headingId = useId();
  const premiseIds = premises.map((premise) => premise.id);
  const nameOf = (part: DeliberationCruxPart) => {
    if (part.kind === 'inference') return capitalise(L.inference);
    const premise = premises.find((p) => p.id === part.claimId);
    return premise ? premise.label : capitalise(cruxPartLabel(part, premiseIds));
  };
  const ranked = [...round.cruxes].sort((a, b) => b.share - a.share);
  const total = ranked.reduce((sum, crux) => sum + crux.share, 0);
  const sentence = cruxSentence(ranked, (part) => cruxPartLabel(part, premiseIds));
  return (
    <Stack component="section" space="small" aria-labelledby={headingId}>
      <Heading level="4" component="h4" id={headingId}>
        {T.cruxes}
      </Heading>
      {sentence === null ? (
        <Text tone="secondary">{T.noCruxes}</Text>
      ) : (
        <>
          <Text weight="strong">{sentence}</Text>
          <Text size="small" tone="secondary">
            {T.cruxesIntro}
          </Text>
          <Stack component="ol" space="small" aria-labelledby={headingId}>
            {ranked.map((crux) => (
              <li key={crux.part.kind === 'inference' ? 'inference' : crux.part.claimId}>
                <CredenceMeter
                  label={nameOf(crux.part)}
                  value={total > 0 ? crux.share / total : 0}
                />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
