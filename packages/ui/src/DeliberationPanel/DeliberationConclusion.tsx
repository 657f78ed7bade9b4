import { type DeliberationRound, gapSentence } from '@credence/state-machines';
import { useId } from 'react';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { SpreadPlot } from '../SpreadPlot/SpreadPlot';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DELIBERATION_PANEL_TEXT as T } from './DeliberationPanel.messages';
import type { Deliberation } from './deliberation.types';

/** Props of {@link DeliberationConclusion}. */
export interface DeliberationConclusionProps {
  round: DeliberationRound;
  pooling: Deliberation['pooling'];
}

/**
 * A closed round's conclusion: the spread plot of the members' P(C), P(C) pooled both ways
 * (pooling everyone's P(C), and computing it from the pooled figures) and the sentence that
 * explains the gap between them.
 */
export function DeliberationConclusion({ round, pooling }: DeliberationConclusionProps) {
  const headingId = useId();
  const { conclusion } = round;
  return (
    <Card component="section" padding="small" space="small" aria-labelledby={headingId}>
      <Stack space="xxsmall">
        <Heading level="4" component="h4" id={headingId}>
          {T.groupConclusion}
        </Heading>
        <Text size="small" tone="secondary">
          {T.pC}
        </Text>
      </Stack>
      <SpreadPlot
        label={T.pC}
        values={conclusion.values}
        spread={conclusion.spread}
        yours={round.yourPC}
        pooled={conclusion.computeThenPool}
      />
      <Text weight="strong">
        {T.pooledBothWays(conclusion.computeThenPool, conclusion.poolThenCompute)}
      </Text>
      <Text size="small">{gapSentence(round, pooling)}</Text>
    </Card>
  );
}
