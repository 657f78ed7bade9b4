import { DEFAULT_PREMISE_PROBABILITY } from '@credence/engine';
import { inferenceStrength } from './evaluator.calculation';
import { settledLoadedContext } from './evaluator.constraints';
import { initialContext, isCompleteArgument } from './evaluator.load';
import type {
  EvaluatorArgument,
  EvaluatorUserSettings,
  StoredEvaluationMode,
} from './evaluator.types';

/** One premise as the evaluator first shows it. */
export interface EvaluatorFirstPaintPremise {
  id: string;
  content: string;
  /** The credence shown: the saved one, or where the argument's dependencies put it. */
  credence: number;
  /** The constraint system moved it from the saved credence (`from`) to `credence`. */
  movedFrom?: number;
}

/**
 * What the evaluator screen shows the moment an argument is loaded, before anyone touches it:
 * the numbers its machine starts from, read without running the machine.
 */
export interface EvaluatorFirstPaint {
  argumentId: number;
  title: string;
  summary: string;
  argumentType: 'DEDUCTIVE' | 'INDUCTIVE';
  evaluationMode: StoredEvaluationMode;
  premises: EvaluatorFirstPaintPremise[];
  conclusion: { content: string; credence: number };
  /** The inference strength P(C|Premises) the strength bar shows. */
  inferenceStrength: number;
  /**
   * P(C) as computed from the premises; null when it is not computed here (an argument of
   * `offThreadFrom` premises or more is evaluated off the page's thread) or could not be.
   */
  pC: number | null;
}

/** Options of {@link evaluatorFirstPaint}. */
export interface EvaluatorFirstPaintOptions {
  /** The user's settings (detail level, conviction, constraint resolution mode). */
  userSettings?: EvaluatorUserSettings | null;
  /**
   * Arguments of this many premises or more get no P(C) here, as the screen evaluates them in
   * a worker: a server paint must not spend a truth table's time on one page.
   */
  offThreadFrom?: number;
}

/**
 * The evaluator's first paint of a loaded argument — the same context the evaluator machine
 * starts from with `initialArgument` (saved credences, settings per mode, then the constraint
 * system's settling), reduced to what the screen shows. Pure and cheap, so a server can render
 * the premises and P(C) into the page's HTML without creating the machine. Null when the
 * argument has no conclusion (the screen shows its missing-data message).
 */
export function evaluatorFirstPaint(
  argument: EvaluatorArgument,
  options: EvaluatorFirstPaintOptions = {},
): EvaluatorFirstPaint | null {
  if (!isCompleteArgument(argument) || argument.conclusion === null) return null;
  const context = settledLoadedContext(
    initialContext({
      initialArgument: argument,
      userSettings: options.userSettings,
      offThreadFrom: options.offThreadFrom,
    }),
  );
  return {
    argumentId: argument.id,
    title: argument.title,
    summary: argument.summarizedDescription,
    argumentType: context.argumentType,
    evaluationMode: context.evaluationMode,
    premises: argument.premises.map((premise) => {
      const moved = context.constraints.moved[premise.id];
      return {
        id: premise.id,
        content: premise.content,
        credence: context.premiseConfidences[premise.id] ?? DEFAULT_PREMISE_PROBABILITY,
        ...(moved ? { movedFrom: moved.from } : {}),
      };
    }),
    conclusion: { content: argument.conclusion.content, credence: context.conclusionConfidence },
    inferenceStrength: inferenceStrength(context),
    pC: context.calculatedValues?.pC ?? null,
  };
}
