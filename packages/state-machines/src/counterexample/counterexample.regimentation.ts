import type {
  CounterexampleClaim,
  CounterexampleContext,
  CounterexampleMode,
  RegimentedItem,
  RegimentInput,
  RegimentOutput,
  StoredCounterexample,
} from './counterexample.types';

/** The part a single-item retry does not regenerate. */
const EMPTY_CLAIM: CounterexampleClaim = { id: '', content: '' };

/** A claim not regimented yet. */
export function unregimented(claim: CounterexampleClaim): RegimentedItem {
  return {
    id: claim.id,
    originalContent: claim.content,
    regimentedContent: '',
    isConfirmed: false,
  };
}

/** The `regiment` input for the whole argument. */
export function fullRegimentInput(context: CounterexampleContext): RegimentInput {
  return {
    premises: context.originalPremises.map(({ id, content }) => ({ id, content })),
    conclusion: { ...context.originalConclusion },
    logicSystem: context.mode,
    notationStyle: 'symbolic',
    modelId: context.modelId,
  };
}

/** The `regiment` input retrying one premise: the conclusion is sent empty. */
export function premiseRetryInput(context: CounterexampleContext): RegimentInput {
  const premise = context.originalPremises.find((p) => p.id === context.retryingPremiseId);
  return {
    premises: premise ? [{ id: premise.id, content: premise.content }] : [],
    conclusion: EMPTY_CLAIM,
    logicSystem: context.mode,
    notationStyle: 'symbolic',
    modelId: context.modelId,
  };
}

/** The `regiment` input retrying the conclusion: the premises are sent as one empty claim. */
export function conclusionRetryInput(context: CounterexampleContext): RegimentInput {
  return {
    premises: [EMPTY_CLAIM],
    conclusion: { ...context.originalConclusion },
    logicSystem: context.mode,
    notationStyle: 'symbolic',
    modelId: context.modelId,
  };
}

/** Every regimentation from a full answer, each unconfirmed (missing ones are left empty). */
export function applyFullRegimentation(
  context: CounterexampleContext,
  output: RegimentOutput,
): Pick<CounterexampleContext, 'regimentedPremises' | 'regimentedConclusion'> {
  const byId = new Map(output.regimentedPremises.map((item) => [item.id, item.regimentedContent]));
  return {
    regimentedPremises: context.originalPremises.map((premise, index) => ({
      ...unregimented(premise),
      regimentedContent:
        byId.get(premise.id) ?? output.regimentedPremises[index]?.regimentedContent ?? '',
    })),
    regimentedConclusion: {
      ...unregimented(context.originalConclusion),
      regimentedContent: output.regimentedConclusion.regimentedContent,
    },
  };
}

/** The retried premise's new form from the answer (by id, else the first), or null. */
export function retriedPremiseContent(
  context: CounterexampleContext,
  output: RegimentOutput,
): string | null {
  const match =
    output.regimentedPremises.find((item) => item.id === context.retryingPremiseId) ??
    output.regimentedPremises[0];
  return match?.regimentedContent ?? null;
}

/** Sets one premise's regimentation (unconfirmed). */
export function withPremiseContent(
  context: CounterexampleContext,
  id: string,
  content: string,
): RegimentedItem[] {
  return context.regimentedPremises.map((item) =>
    item.id === id ? { ...item, regimentedContent: content, isConfirmed: false } : item,
  );
}

/** Confirms one premise's regimentation. */
export function confirmPremise(context: CounterexampleContext, id: string): RegimentedItem[] {
  return context.regimentedPremises.map((item) =>
    item.id === id ? { ...item, isConfirmed: true } : item,
  );
}

/** Whether a regimentation has content. */
export function hasContent(item: RegimentedItem | undefined): boolean {
  return item !== undefined && item.regimentedContent.trim() !== '';
}

/** Proceed is allowed: every premise and the conclusion are non-empty and confirmed. */
export function allConfirmed(context: CounterexampleContext): boolean {
  return [...context.regimentedPremises, context.regimentedConclusion].every(
    (item) => hasContent(item) && item.isConfirmed,
  );
}

/** Every regimentation unconfirmed (after a change of logic). */
export function unconfirmAll(
  context: CounterexampleContext,
): Pick<CounterexampleContext, 'regimentedPremises' | 'regimentedConclusion'> {
  return {
    regimentedPremises: context.regimentedPremises.map((item) => ({ ...item, isConfirmed: false })),
    regimentedConclusion: { ...context.regimentedConclusion, isConfirmed: false },
  };
}

/**
 * Whether stored data holds regimentations for this argument: the same premises and conclusion,
 * and at least one non-empty regimentation.
 */
export function storedRegimentationsFit(
  context: CounterexampleContext,
  stored: StoredCounterexample | null,
): stored is StoredCounterexample {
  if (!stored || !Array.isArray(stored.regimentedPremises) || !stored.regimentedConclusion) {
    return false;
  }
  const sameIds =
    stored.regimentedPremises.length === context.originalPremises.length &&
    stored.regimentedPremises.every((item, i) => item.id === context.originalPremises[i]?.id) &&
    stored.regimentedConclusion.id === context.originalConclusion.id;
  return sameIds && [...stored.regimentedPremises, stored.regimentedConclusion].some(hasContent);
}

/** The stored regimentations (and their mode unless it is locked), as they were saved. */
export function applyStored(
  context: CounterexampleContext,
  stored: StoredCounterexample,
): Pick<CounterexampleContext, 'regimentedPremises' | 'regimentedConclusion' | 'mode'> {
  const mode: CounterexampleMode = context.modeLocked ? context.mode : stored.mode;
  return {
    mode,
    regimentedPremises: context.originalPremises.map((premise, i) => ({
      ...unregimented(premise),
      regimentedContent: stored.regimentedPremises[i]?.regimentedContent ?? '',
      isConfirmed: stored.regimentedPremises[i]?.isConfirmed ?? false,
    })),
    regimentedConclusion: {
      ...unregimented(context.originalConclusion),
      regimentedContent: stored.regimentedConclusion.regimentedContent,
      isConfirmed: stored.regimentedConclusion.isConfirmed,
    },
  };
}
