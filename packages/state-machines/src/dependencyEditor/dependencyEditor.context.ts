import {
  baseClaimId,
  DEFAULT_AI_MODEL,
  DEFAULT_DEPENDENCY_CONDITIONAL,
  isUsableClaimId,
} from '@credence/engine';
import { type DependencyModel, dependencyEdges, normalizeModel } from './dependencyEditor.model';
import { buildItems } from './dependencyEditor.selectors';
import type {
  DependencyClaim,
  DependencyEditorContext,
  DependencyEditorInput,
  DependencyEditorToast,
  DependencyForm,
} from './dependencyEditor.types';

/** The add form as it opens: nothing chosen, TRUE, the default conditional 0.7. */
export function emptyForm(): DependencyForm {
  return {
    antecedentId: null,
    antecedentValue: true,
    consequentId: null,
    conditionalProbability: DEFAULT_DEPENDENCY_CONDITIONAL,
  };
}

/** The first context, from the machine's input. */
export function initialContext(input: DependencyEditorInput): DependencyEditorContext {
  const premises = [...input.premises];
  const model = normalizeModel({
    dependencies: input.dependencies ?? {},
    premiseConditionals: input.premiseConditionals ?? {},
    meta: {},
  });
  return refreshed({
    argumentId: input.argumentId,
    userId: input.userId ?? null,
    premises,
    claims: claimsById(premises),
    premiseProbabilities: { ...input.premiseProbabilities },
    externalClaims: { ...input.externalClaims },
    resolutionMode: input.resolutionMode ?? 'coherentist',
    overriddenClaimIds: [...(input.overriddenClaimIds ?? [])],
    modelId: input.modelId ?? DEFAULT_AI_MODEL,
    userPatterns: [],
    ...model,
    items: [],
    drag: null,
    form: emptyForm(),
    duplicateMessage: null,
    alert: null,
    pendingRemovalId: null,
    banner: null,
    toasts: [],
    nextToastId: 1,
    warnings: [],
  });
}

/** Claims keyed by id. */
export function claimsById(claims: readonly DependencyClaim[]): Record<string, DependencyClaim> {
  const byId: Record<string, DependencyClaim> = {};
  for (const claim of claims) byId[claim.id] = claim;
  return byId;
}

/** The context with its cards rebuilt. */
export function refreshed(context: DependencyEditorContext): DependencyEditorContext {
  return { ...context, items: buildItems(context) };
}

/** The editable model held by a context. */
export function modelOf(context: DependencyEditorContext): DependencyModel {
  return {
    dependencies: context.dependencies,
    premiseConditionals: context.premiseConditionals,
    meta: context.meta,
  };
}

/** The context changes that install `model`, with the cards rebuilt. */
export function withModel(
  context: DependencyEditorContext,
  model: DependencyModel,
): Partial<DependencyEditorContext> {
  const next = { ...context, ...model };
  return { ...model, items: buildItems(next) };
}

/** The context changes that add a toast. */
export function withToast(
  context: DependencyEditorContext,
  kind: DependencyEditorToast['kind'],
  text: string,
  durationMs: number,
): Pick<DependencyEditorContext, 'toasts' | 'nextToastId'> {
  return {
    toasts: [...context.toasts, { id: context.nextToastId, kind, text, durationMs }],
    nextToastId: context.nextToastId + 1,
  };
}

/** Claim ids the dependencies name that the editor cannot write yet (usable ids only). */
export function missingClaimIds(context: DependencyEditorContext): string[] {
  const missing = new Set<string>();
  for (const { targetId, sourceId } of dependencyEdges(context.dependencies)) {
    for (const ref of [targetId, ...sourceId.split(' & ')]) {
      const id = baseClaimId(ref.trim());
      if (isUsableClaimId(id) && !Object.hasOwn(context.claims, id)) missing.add(id);
    }
  }
  return [...missing];
}

/** A readable message for a thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? 'Unknown error');
}

/** The current time, for `lastModified`. */
export function now(): string {
  return new Date().toISOString();
}
