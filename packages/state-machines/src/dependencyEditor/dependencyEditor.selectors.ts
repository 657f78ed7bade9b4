import {
  baseClaimId,
  DEFAULT_DEPENDENCY_CONDITIONAL,
  dependencyWording,
  formatExpression,
  negationId,
} from '@credence/engine';
import { calculatedDependencies } from './dependencyEditor.constraints';
import { type ExpressionAntecedent, expressionAntecedent } from './dependencyEditor.expression';
import { NEED_TWO_PREMISES_TEXT } from './dependencyEditor.messages';
import { dependencyEdges, isMultiParent, MULTI_PARENT_SEPARATOR } from './dependencyEditor.model';
import type {
  DependencyClaim,
  DependencyEditorContext,
  DependencyItem,
} from './dependencyEditor.types';

/**
 * The dependency cards: one per `target|source` edge, then one per multi-parent premise as the
 * engine combines it (calculated, not editable). Foundationalist mode orders them by priority;
 * coherentist mode keeps the map's order.
 */
export function buildItems(context: DependencyEditorContext): DependencyItem[] {
  const overridden = new Set(context.overriddenClaimIds);
  // A formal argument about either end takes precedence: about the target, it settles the
  // credence the dependency would set; about the source, it settles what the dependency reads.
  const isOverridden = (sourceId: string, targetId: string) =>
    overridden.has(baseClaimId(targetId)) ||
    sourceId.split(MULTI_PARENT_SEPARATOR).some((id) => overridden.has(baseClaimId(id)));
  const editable: DependencyItem[] = dependencyEdges(context.dependencies)
    .filter((edge) => !isMultiParent(edge.sourceId))
    .map(({ key, targetId, sourceId }) => {
      const meta = context.meta[key];
      return {
        id: key,
        sourceId,
        targetId,
        conditionalProbability: context.premiseConditionals[key] ?? DEFAULT_DEPENDENCY_CONDITIONAL,
        priority: meta?.priority ?? 1,
        lastModified: meta?.lastModified ?? null,
        isLocked: meta?.isLocked ?? false,
        isCalculated: false,
        calculationDetails: null,
        isOverridden: isOverridden(sourceId, targetId),
      };
    });
  if (context.resolutionMode === 'foundationalist') {
    editable.sort((a, b) => a.priority - b.priority);
  }
  const calculated: DependencyItem[] = calculatedDependencies(context).map((dependency, index) => ({
    id: dependency.key,
    sourceId: dependency.parentIds.join(MULTI_PARENT_SEPARATOR),
    targetId: dependency.premiseId,
    conditionalProbability: dependency.conditionalProbability,
    priority: editable.length + index + 1,
    lastModified: null,
    isLocked: false,
    isCalculated: true,
    calculationDetails: {
      parentIds: dependency.parentIds,
      leak: dependency.leak,
      causalEffect: dependency.causalEffect,
    },
    isOverridden: isOverridden(
      dependency.parentIds.join(MULTI_PARENT_SEPARATOR),
      dependency.premiseId,
    ),
  }));
  return [...editable, ...calculated];
}

/** The card with this id, if any. */
export function findItem(context: DependencyEditorContext, id: string): DependencyItem | undefined {
  return context.items.find((item) => item.id === id);
}

/**
 * Whether a card's slider may move: not calculated, not overridden, and not locked (locks exist
 * in foundationalist mode only).
 */
export function isItemEditable(context: DependencyEditorContext, item: DependencyItem): boolean {
  if (item.isCalculated || item.isOverridden) return false;
  return !(context.resolutionMode === 'foundationalist' && item.isLocked);
}

/**
 * Premises the form offers as the antecedent: every premise except the chosen consequent and
 * premises that already have dependencies.
 */
export function antecedentOptions(context: DependencyEditorContext): DependencyClaim[] {
  return context.premises.filter(
    (premise) =>
      premise.id !== context.form.consequentId &&
      (context.dependencies[premise.id]?.length ?? 0) === 0,
  );
}

/** Premises the form offers as the consequent: every premise except the chosen antecedent. */
export function consequentOptions(context: DependencyEditorContext): DependencyClaim[] {
  return context.premises.filter((premise) => premise.id !== context.form.antecedentId);
}

/**
 * The form's expression antecedent read for the maths (see `expressionAntecedent`), or null when
 * the form uses a single premise.
 */
export function formExpressionAntecedent(
  context: DependencyEditorContext,
): ExpressionAntecedent | null {
  const { antecedentExpression, antecedentValue } = context.form;
  if (antecedentExpression === undefined) return null;
  return expressionAntecedent(
    antecedentExpression,
    antecedentValue,
    antecedentOptions(context).map((premise) => premise.id),
  );
}

/**
 * The form's source references: the antecedent, or its negation `~id` when set to FALSE; with an
 * expression antecedent, its sources (several for an AND: a multi-parent dependency). Null while
 * the antecedent is missing, invalid or unsupported.
 */
export function formSourceIds(context: DependencyEditorContext): string[] | null {
  const expression = formExpressionAntecedent(context);
  if (expression !== null) return expression.kind === 'sources' ? expression.sourceIds : null;
  const { antecedentId, antecedentValue } = context.form;
  if (antecedentId === null) return null;
  return [antecedentValue ? antecedentId : negationId(antecedentId)];
}

/**
 * 'Add Dependency' is enabled once both premises are chosen (with an expression antecedent: once
 * it is valid and the maths can use it, and the consequent is chosen).
 */
export function canAddDependency(context: DependencyEditorContext): boolean {
  return formSourceIds(context) !== null && context.form.consequentId !== null;
}

/** The antecedent's text: the premise, or the expression written with the premises' texts. */
function formAntecedentText(context: DependencyEditorContext): string | undefined {
  const { antecedentExpression, antecedentId } = context.form;
  if (antecedentExpression !== undefined) {
    if (formSourceIds(context) === null) return undefined;
    return formatExpression(antecedentExpression, {
      atomName: (id) => context.claims[id]?.content ?? id,
    });
  }
  return antecedentId === null ? undefined : context.claims[antecedentId]?.content;
}

/**
 * The form read as a sentence ('Learning that "…" is TRUE makes me … that …'), from the engine's
 * `dependencyWording`; null until both premises are chosen (or the expression antecedent is
 * usable).
 */
export function formSentence(context: DependencyEditorContext): string | null {
  const { consequentId, antecedentValue, conditionalProbability } = context.form;
  const antecedentText = formAntecedentText(context);
  const consequent = consequentId === null ? undefined : context.claims[consequentId];
  if (antecedentText === undefined || !consequent) return null;
  return dependencyWording({
    antecedentText,
    antecedentValue,
    consequentText: consequent.content,
    probability: conditionalProbability,
  });
}

/** Why 'AI Assess' is disabled (its tooltip), or null when it is enabled. */
export function assessDisabledReason(context: DependencyEditorContext): string | null {
  return context.premises.length < 2 ? NEED_TWO_PREMISES_TEXT : null;
}
