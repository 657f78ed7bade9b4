import {
  analyzeConstraints,
  baseClaimId,
  COMMIT_THRESHOLD,
  DependencyCycleError,
  DURATIONS,
} from '@credence/engine';
import {
  type ConditionalCheck,
  checkConditionalChange,
  constraintInput,
  snapConditional,
} from './dependencyEditor.constraints';
import { modelOf, now, withModel, withToast } from './dependencyEditor.context';
import {
  assessingProgressText,
  DEPENDENCY_REMOVED_TEXT,
  dependenciesAddedText,
  duplicateDependencyText,
  marginalizationText,
  NO_DEPENDENCIES_DETECTED_TEXT,
} from './dependencyEditor.messages';
import {
  addDependency,
  type DependencyModel,
  dependencyKey,
  hasDependency,
  removeDependency,
  setConditional,
  splitDependencyKey,
} from './dependencyEditor.model';
import { findItem, formSourceIds, isItemEditable } from './dependencyEditor.selectors';
import type {
  DependencyEditorContext,
  DependencyEditorEmitted,
  EstimateDependenciesOutput,
} from './dependencyEditor.types';

/** A context change and the event to emit with it, if any. */
export interface DependencyUpdate {
  changes: Partial<DependencyEditorContext>;
  emitted: DependencyEditorEmitted | null;
}

/** The 'dependency-changed' event for a context's maps. */
export function changedEvent(
  context: Pick<DependencyEditorContext, 'dependencies' | 'premiseConditionals'>,
): DependencyEditorEmitted {
  return {
    type: 'dependency-changed',
    dependencies: context.dependencies,
    premiseConditionals: context.premiseConditionals,
  };
}

/** Whether the card `id` exists and its slider may move. */
export function canEditSlider(context: DependencyEditorContext, id: string): boolean {
  const item = findItem(context, id);
  return item !== undefined && isItemEditable(context, item);
}

/** The value a slider release commits: the event's, else the local drag value of that slider. */
export function releasedValue(
  context: DependencyEditorContext,
  id: string,
  value: number | undefined,
): number | undefined {
  return value ?? (context.drag?.id === id ? context.drag.value : undefined);
}

/** Whether a released value moved more than 0.001 from the committed one. */
export function exceedsCommitThreshold(
  context: DependencyEditorContext,
  id: string,
  value: number | undefined,
): boolean {
  const item = findItem(context, id);
  if (!item || value === undefined) return false;
  return (
    Math.abs(snapConditional(context, id, value) - item.conditionalProbability) > COMMIT_THRESHOLD
  );
}

/**
 * Commits a released slider after the constraint validator: a violation is refused with an error
 * toast giving its reason (5 s); a new marginalization scenario commits with the 4 s success
 * toast; otherwise the value commits silently.
 */
export function commitSlider(
  context: DependencyEditorContext,
  id: string,
  rawValue: number,
): DependencyUpdate {
  const value = snapConditional(context, id, rawValue);
  const check = checkConditionalChange(context, id, value);
  if (check.kind === 'violation') {
    return {
      changes: { drag: null, ...withToast(context, 'error', check.reason, DURATIONS.message) },
      emitted: null,
    };
  }
  const model = setConditional(modelOf(context), id, value, now());
  return {
    changes: { drag: null, ...withModel(context, model), ...marginalizationToast(context, check) },
    emitted: changedEvent(model),
  };
}

/** Whether both claims chosen in the form (every premise of an expression antecedent) can be found. */
export function formClaimsFound(context: DependencyEditorContext): boolean {
  const { consequentId } = context.form;
  const sources = formSourceIds(context);
  return (
    sources !== null &&
    consequentId !== null &&
    sources.every((source) => Object.hasOwn(context.claims, baseClaimId(source))) &&
    Object.hasOwn(context.claims, consequentId)
  );
}

/** Whether the form's `target|source` (any of them, for a multi-parent antecedent) already exists. */
export function formIsDuplicate(context: DependencyEditorContext): boolean {
  const sources = formSourceIds(context);
  const target = context.form.consequentId;
  if (sources === null || target === null) return false;
  const model = modelOf(context);
  return sources.some((source) => hasDependency(model, target, source));
}

/** The 'Duplicate Dependency' dialog text for the form's premises. */
export function formDuplicateText(context: DependencyEditorContext): string {
  const antecedent =
    context.form.antecedentExpression === undefined
      ? (context.claims[context.form.antecedentId ?? '']?.content ?? '')
      : (formSourceIds(context) ?? [])
          .map((source) => context.claims[baseClaimId(source)]?.content ?? source)
          .join('" and "');
  const consequent = context.claims[context.form.consequentId ?? '']?.content ?? '';
  return duplicateDependencyText(antecedent, consequent);
}

/**
 * Creates the form's dependency (source `~id` when the antecedent is FALSE). An expression
 * antecedent that is an AND adds one dependency per parent, each with the form's conditional,
 * which the engine combines by noisy-OR (the calculated `target|a & b` card). When a single
 * dependency creates a marginalization scenario the 4 s success toast says so; an interval
 * violation is not refused here (the new card's slider is where the user settles it).
 */
export function createFromForm(context: DependencyEditorContext): DependencyUpdate {
  const sources = formSourceIds(context);
  const target = context.form.consequentId;
  if (sources === null || target === null) return { changes: {}, emitted: null };
  const value = context.form.conditionalProbability;
  const time = now();
  let model = modelOf(context);
  for (const source of sources) model = addDependency(model, target, source, value, time);
  const [single] = sources;
  const check =
    sources.length === 1 && single !== undefined
      ? checkConditionalChange(context, dependencyKey(target, single), value, model.dependencies)
      : null;
  return {
    changes: {
      ...withModel(context, model),
      ...(check === null ? {} : marginalizationToast(context, check)),
    },
    emitted: changedEvent(model),
  };
}

function marginalizationToast(context: DependencyEditorContext, check: ConditionalCheck) {
  return check.kind === 'marginalization'
    ? withToast(
        context,
        'success',
        marginalizationText(check.premise, check.parent),
        DURATIONS.marginalizationToast,
      )
    : {};
}

/** Removes the dependency being confirmed, with the success toast. */
export function removePending(context: DependencyEditorContext): DependencyUpdate {
  const key = context.pendingRemovalId;
  if (key === null) return { changes: {}, emitted: null };
  const { targetId, sourceId } = splitDependencyKey(key);
  const model = removeDependency(modelOf(context), targetId, sourceId);
  return {
    changes: {
      ...withModel(context, model),
      ...withToast(context, 'success', DEPENDENCY_REMOVED_TEXT, DURATIONS.message),
      pendingRemovalId: null,
    },
    emitted: {
      type: 'dependency-deleted',
      targetId,
      sourceId,
      dependencies: model.dependencies,
      premiseConditionals: model.premiseConditionals,
    },
  };
}

/** The banner while the AI assessment runs. */
export function assessingBanner(
  context: DependencyEditorContext,
): DependencyEditorContext['banner'] {
  return { kind: 'info', text: assessingProgressText(context.premises.length) };
}

/**
 * Adds the AI's suggestions between premises of the argument (a suggestion naming another claim,
 * a premise and itself, or one that would close a cycle, is dropped) and writes the result banner: nothing new → 'No
 * significant…'; else 'Added N … (M already existed)'.
 */
export function applySuggestions(
  context: DependencyEditorContext,
  output: EstimateDependenciesOutput,
): DependencyUpdate {
  const premiseIds = new Set(context.premises.map((premise) => premise.id));
  let model = modelOf(context);
  let added = 0;
  let existed = 0;
  const time = now();
  for (const suggestion of output.suggestedDependencies) {
    const { targetId, sourceId } = suggestion;
    const parent = baseClaimId(sourceId);
    if (!premiseIds.has(targetId) || !premiseIds.has(parent) || parent === targetId) continue;
    if (hasDependency(model, targetId, sourceId)) {
      existed++;
      continue;
    }
    const next = addDependency(model, targetId, sourceId, suggestion.conditionalProbability, time);
    if (createsCycle(context, next)) continue;
    model = next;
    added++;
  }
  const banner: DependencyEditorContext['banner'] =
    added === 0 && existed === 0
      ? { kind: 'info', text: NO_DEPENDENCIES_DETECTED_TEXT }
      : { kind: 'success', text: dependenciesAddedText(added, existed) };
  return {
    changes: { ...withModel(context, model), banner },
    emitted: added > 0 ? changedEvent(model) : null,
  };
}

/** Whether the premise network of `model` has a dependency cycle (the engine refuses it). */
function createsCycle(context: DependencyEditorContext, model: DependencyModel): boolean {
  try {
    analyzeConstraints(constraintInput(context, model.premiseConditionals, model.dependencies));
    return false;
  } catch (error) {
    return error instanceof DependencyCycleError;
  }
}
