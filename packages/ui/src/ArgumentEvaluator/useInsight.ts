import {
  type CredenceInterval,
  credenceInterval,
  type ValidityCoherence,
  validityCoherence,
} from '@credence/engine';
import type { EvaluatorSnapshot } from '@credence/state-machines';
import { useCallback, useMemo, useState } from 'react';
import type { CredenceRangeValue } from '../CredenceRangeSlider/CredenceRangeSlider';

/** What the evaluator screen shows beyond the spec: ranges, the conclusion band, the bound. */
export interface EvaluatorInsight {
  /** Premise id → its credence range, for premises the user turned into ranges. */
  ranges: Readonly<Record<string, CredenceRangeValue>>;
  setRange: (premiseId: string, range: CredenceRangeValue) => void;
  /** On: a range around the premise's credence (±10 points); off: back to one value. */
  toggleRange: (premiseId: string, useRange: boolean) => void;
  /** The conclusion band while any premise is a range (null when none, or on an engine error). */
  band: { interval: CredenceInterval; labels: string[] } | null;
  /** The validity bound check once the finder proved a deductive argument valid. */
  validity: ValidityCoherence | null;
  /** The counterexample finder proved the argument valid. */
  markProvedValid: () => void;
}

/**
 * The evaluator's insight state: credence ranges (a view of the current evaluation, not saved, so
 * plain component state), the conclusion band from `credenceInterval` on the evaluation input
 * the machine last used, and the Adams bound from `validityCoherence` once the argument is proved
 * valid. Every number comes from `@credence/engine`.
 */
export function useInsight(snapshot: EvaluatorSnapshot): EvaluatorInsight {
  const { context } = snapshot;
  const [ranges, setRanges] = useState<Record<string, CredenceRangeValue>>({});
  const [provedValid, setProvedValid] = useState(false);
  const premises = context.argument?.premises ?? [];

  const setRange = useCallback(
    (premiseId: string, range: CredenceRangeValue) =>
      setRanges((current) => ({ ...current, [premiseId]: range })),
    [],
  );
  const toggleRange = useCallback(
    (premiseId: string, useRange: boolean) =>
      setRanges((current) => {
        const { [premiseId]: _dropped, ...rest } = current;
        if (!useRange) return rest;
        const credence = context.premiseConfidences[premiseId] ?? 0.5;
        const low = Math.max(0, Math.round((credence - 0.1) * 100) / 100);
        const high = Math.min(1, Math.round((credence + 0.1) * 100) / 100);
        return { ...rest, [premiseId]: [low, high] };
      }),
    [context.premiseConfidences],
  );

  const input = context.calculatedValues?.debugData.rawInputs;
  const band = useMemo(() => {
    const ranged = premises.filter((premise) => ranges[premise.id]);
    if (!input || ranged.length === 0) return null;
    try {
      const interval = credenceInterval(
        input,
        Object.fromEntries(ranged.map((premise) => [premise.id, ranges[premise.id]!])),
      );
      return {
        interval,
        labels: ranged.map((premise) => `P${premises.indexOf(premise) + 1}`),
      };
    } catch {
      return null; // e.g. too many ranged premises: the point values still show
    }
  }, [input, premises, ranges]);

  const isDeductive = context.argumentType === 'DEDUCTIVE';
  const validity = useMemo(() => {
    if (!provedValid || !isDeductive) return null;
    return validityCoherence(
      premises.map((premise) => context.premiseConfidences[premise.id] ?? 0.5),
      context.conclusionConfidence,
    );
  }, [
    provedValid,
    isDeductive,
    premises,
    context.premiseConfidences,
    context.conclusionConfidence,
  ]);

  const markProvedValid = useCallback(() => setProvedValid(true), []);
  return { ranges, setRange, toggleRange, band, validity, markProvedValid };
}
