import type { ArgumentType } from '@credence/engine';
import { Box } from '../Box/Box';

/** Evaluation modes as stored (lowercase), as in `@credence/state-machines`. */
export type EvaluationModeName =
  | 'direct'
  | 'fallback'
  | 'bayesian'
  | 'truth_table'
  | 'demonstration';

/** The spec's label of each evaluation mode. */
export const EVALUATION_MODE_LABELS: Readonly<Record<EvaluationModeName, string>> = {
  direct: 'Basic Evaluation',
  fallback: 'Fallback Support',
  bayesian: 'Bayesian Network',
  truth_table: 'Truth Table',
  demonstration: 'Demonstration',
};

/** `'INDUCTIVE'` → `'Inductive'`. */
export function argumentTypeLabel(argumentType: ArgumentType): string {
  return argumentType.charAt(0) + argumentType.slice(1).toLowerCase();
}

/** The status line's text, e.g. `'Inductive Fallback Support Mode'`. */
export function statusLineText(argumentType: ArgumentType, mode: EvaluationModeName): string {
  return `${argumentTypeLabel(argumentType)} ${EVALUATION_MODE_LABELS[mode]} Mode`;
}

/** Props of {@link StatusLine}. */
export interface StatusLineProps {
  /** The argument type, shown capitalised. */
  argumentType: ArgumentType;
  /**
   * The mode shown (deductive arguments display `'demonstration'`: pass the state machine's
   * `selectDisplayMode`).
   */
  evaluationMode: EvaluationModeName;
  /** Extra class names. */
  className?: string;
}

/** The evaluator's status line: argument type, evaluation mode name, and the word Mode. */
export function StatusLine({ argumentType, evaluationMode, className }: StatusLineProps) {
  return (
    <Box component="p" color="secondary" fontSize="small" fontWeight="strong" className={className}>
      {statusLineText(argumentType, evaluationMode)}
    </Box>
  );
}
