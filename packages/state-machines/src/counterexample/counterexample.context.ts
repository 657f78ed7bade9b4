import { DEFAULT_AI_MODEL, DURATIONS, isUsableClaimId } from '@credence/engine';
import { emptyPredicateData } from './counterexample.predicate';
import { unregimented } from './counterexample.regimentation';
import type {
  CounterexampleContext,
  CounterexampleData,
  CounterexampleInput,
  CounterexampleStage,
  CounterexampleToast,
  StoredCounterexample,
} from './counterexample.types';

/** The local-storage key of an argument's counterexample. */
export function counterexampleStorageKey(argumentId: string | number): string {
  return `counterexample-data-${argumentId}`;
}

/** The first context, from the machine's input. */
export function initialCounterexampleContext(input: CounterexampleInput): CounterexampleContext {
  const originalPremises = input.premises.map(({ id, content }) => ({ id, content }));
  const originalConclusion = { id: input.conclusion.id, content: input.conclusion.content };
  return {
    storageKey: counterexampleStorageKey(input.argumentId),
    mode: input.logicSystem ?? 'propositional',
    modeLocked: input.logicSystem != null,
    modelId: input.modelId ?? DEFAULT_AI_MODEL,
    originalPremises,
    originalConclusion,
    regimentedPremises: originalPremises.map(unregimented),
    regimentedConclusion: unregimented(originalConclusion),
    retryingPremiseId: null,
    pendingStored: null,
    truthTable: null,
    assignments: {},
    selectedRowId: null,
    foundRowIds: null,
    predicateData: emptyPredicateData(),
    isValid: null,
    message: null,
    validationMessage: null,
    outcome: null,
    toasts: [],
    nextToastId: 1,
    warnings: [],
  };
}

/** The context changes that add a toast (shown 5 s). */
export function withToast(
  context: CounterexampleContext,
  kind: CounterexampleToast['kind'],
  text: string,
): Pick<CounterexampleContext, 'toasts' | 'nextToastId'> {
  return {
    toasts: [
      ...context.toasts,
      { id: context.nextToastId, kind, text, durationMs: DURATIONS.message },
    ],
    nextToastId: context.nextToastId + 1,
  };
}

/** Ids of claims given without text (usable ids only: shorter than 100 characters). */
export function claimIdsWithoutText(context: CounterexampleContext): string[] {
  return [...context.originalPremises, context.originalConclusion]
    .filter((claim) => claim.content.trim() === '' && isUsableClaimId(claim.id))
    .map((claim) => claim.id);
}

/** The counterexample data the evaluator receives (and local storage keeps). */
export function counterexampleData(context: CounterexampleContext): CounterexampleData {
  const propositional = context.mode === 'propositional';
  return {
    isValid: context.isValid ?? false,
    message: context.message ?? '',
    validationMessage: context.validationMessage,
    mode: context.mode,
    regimentedPremises: context.regimentedPremises,
    regimentedConclusion: context.regimentedConclusion,
    originalPremises: context.originalPremises,
    originalConclusion: context.originalConclusion,
    stage: 'countermodel',
    truthTableData: propositional ? context.truthTable : null,
    predicateData: propositional ? null : context.predicateData,
  };
}

/** What local storage keeps at a stage. */
export function storedData(
  context: CounterexampleContext,
  stage: CounterexampleStage,
): StoredCounterexample {
  if (stage === 'countermodel') return counterexampleData(context);
  return {
    mode: context.mode,
    stage,
    regimentedPremises: context.regimentedPremises,
    regimentedConclusion: context.regimentedConclusion,
  };
}

/** A readable message for a thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? 'Unknown error');
}
