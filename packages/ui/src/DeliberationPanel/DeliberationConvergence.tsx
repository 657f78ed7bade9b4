import {
  type ConvergenceStep,
  convergence,
  convergenceSentence,
  DELIBERATION_LABELS as L,
} from '@credence/state-machines';
import { useId } from 'react';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DELIBERATION_PANEL_TEXT as T } from './DeliberationPanel.messages';
import type { Deliberation, DeliberationPremise } from './deliberation.types';

/** Props of {@link DeliberationConvergence}. */
export interface DeliberationConvergenceProps {
  deliberation: Deliberation;
  /** The closed round shown: its step from the round before is shown. */
  round: number;
  premises: readonly DeliberationPremise[];
}

/**
 * Convergence into a closed round from the one before: for P(C), each premise and the inference
 * settings, the middle half (IQR) of the members' figures before and after, narrowed or widened,
 * in words. Nothing for round 1, or before two rounds have closed.
 */
export function DeliberationConvergence({
  deliberation,
  round,
  premises,
}: DeliberationConvergenceProps) {
  const headingId = useId();
  const steps = convergence(deliberation);
  const into = (list: readonly ConvergenceStep[]) => list.find((step) => step.to === round);
  const rows: { key: string; step: ConvergenceStep | undefined; subject?: string }[] = [
    { key: 'conclusion', step: into(steps.conclusion) },
    ...premises.map((premise, index) => ({
      key: premise.id,
      step: into(steps.premises.find((p) => p.claimId === premise.id)?.steps ?? []),
      subject: L.premise(index + 1),
    })),
    {
      key: 'strength',
      step: into(steps.inferenceStrength),
      subject: T.inferenceStrength.toLowerCase(),
    },
    {
      key: 'fallback',
      step: into(steps.fallbackSupport),
      subject: T.fallbackSupport.toLowerCase(),
    },
  ];
  const shown = rows.filter((row) => row.step !== undefined);
  const first = shown[0]?.step;
  if (first === undefined) return null;
  return (
    <Stack component="section" space="small" aria-labelledby={headingId}>
      <Heading level="4" component="h4" id={headingId}>
        {T.convergence}
      </Heading>
      <Text size="small" tone="secondary">
        {T.convergenceIntro(first.from, first.to)}
      </Text>
      <Stack component="ul" space="xsmall" aria-labelledby={headingId}>
        {shown.map((row) => (
          <Text key={row.key} component="li" size="small">
            {convergenceSentence(row.step as ConvergenceStep, row.subject)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
