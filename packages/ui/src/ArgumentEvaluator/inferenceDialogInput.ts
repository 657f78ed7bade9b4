import type { EvaluatorSnapshot, InferenceDialogInput } from '@credence/state-machines';

/** The dialog's input from the evaluator: the argument, the credences and the stored settings. */
export function inferenceDialogInput(snapshot: EvaluatorSnapshot): InferenceDialogInput | null {
  const { context } = snapshot;
  const argument = context.argument;
  if (!argument?.conclusion) return null;
  return {
    argumentId: context.argumentId,
    argumentType: context.argumentType,
    mode: context.evaluationMode,
    conclusion: {
      id: argument.conclusion.id,
      content: argument.conclusion.content,
      formula: argument.conclusion.formula ?? null,
    },
    premises: argument.premises.map((premise) => ({
      id: premise.id,
      content: premise.content,
      probability: context.premiseConfidences[premise.id],
      formula: premise.formula ?? null,
    })),
    settings: dialogSettings(snapshot),
  };
}

/**
 * The current mode's stored settings, with the stored demonstration: a demonstration is kept
 * under the `demonstration` mode (where `APPLY_DEMONSTRATION` writes it) whatever mode is current.
 */
function dialogSettings(snapshot: EvaluatorSnapshot): InferenceDialogInput['settings'] {
  const { evaluationSettings, evaluationMode } = snapshot.context;
  const own = evaluationSettings[evaluationMode] ?? null;
  const demonstration = evaluationSettings.demonstration?.demonstrationData;
  if (!demonstration) return own;
  return { ...(own ?? {}), demonstrationData: demonstration };
}
