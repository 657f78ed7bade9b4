import {
  type ConditionalMap,
  DEFAULT_DEPENDENCY_CONDITIONAL,
  type DependencyMap,
} from '@credence/engine';
import type {
  DependencyBatchChange,
  DependencyMeta,
  DependencySaveItem,
  ResetDependenciesOutput,
} from './dependencyEditor.types';

/**
 * The editable dependencies: the parent lists, their conditionals and each one's priority, lock
 * and time. Every function returns a new model; none mutates its argument.
 */
export interface DependencyModel {
  dependencies: DependencyMap;
  premiseConditionals: ConditionalMap;
  meta: Record<string, DependencyMeta>;
}

/** Joins parent ids of a multi-parent (calculated) dependency. */
export const MULTI_PARENT_SEPARATOR = ' & ';
/** The `source` of batch-saved dependency conditionals. */
export const DEPENDENCY_SAVE_SOURCE = 'premise-dependency';
/** A reset value of exactly this means "never saved": the dependency is removed. */
export const UNSAVED_RESET_PROBABILITY = 0.5;

/** `target|source`: the id of a dependency and the key of its conditional. */
export function dependencyKey(targetId: string, sourceId: string): string {
  return `${targetId}|${sourceId}`;
}

/** The target and source of a `target|source` key (split at the first '|'). */
export function splitDependencyKey(key: string): { targetId: string; sourceId: string } {
  const bar = key.indexOf('|');
  return bar < 0
    ? { targetId: key, sourceId: '' }
    : { targetId: key.slice(0, bar), sourceId: key.slice(bar + 1) };
}

/** Whether a source names several parents (a calculated, noisy-OR dependency). */
export function isMultiParent(sourceId: string): boolean {
  return sourceId.includes(MULTI_PARENT_SEPARATOR);
}

/** Every `target|source` edge of the map, in map order, each once. */
export function dependencyEdges(
  dependencies: DependencyMap,
): Array<{ key: string; targetId: string; sourceId: string }> {
  const seen = new Set<string>();
  const edges: Array<{ key: string; targetId: string; sourceId: string }> = [];
  for (const [targetId, sources] of Object.entries(dependencies)) {
    if (!Array.isArray(sources)) continue;
    for (const sourceId of sources) {
      const key = dependencyKey(targetId, sourceId);
      if (typeof sourceId !== 'string' || sourceId === '' || seen.has(key)) continue;
      seen.add(key);
      edges.push({ key, targetId, sourceId });
    }
  }
  return edges;
}

/** Parent lists from edges, in edge order. */
function groupEdges(edges: ReadonlyArray<{ targetId: string; sourceId: string }>) {
  const dependencies: Record<string, string[]> = {};
  for (const { targetId, sourceId } of edges) {
    const sources = dependencies[targetId] ?? [];
    sources.push(sourceId);
    dependencies[targetId] = sources;
  }
  return dependencies;
}

/** Whether the map already holds `target|source`. */
export function hasDependency(model: DependencyModel, targetId: string, sourceId: string): boolean {
  return model.dependencies[targetId]?.includes(sourceId) ?? false;
}

/**
 * Keeps only premise ids with a non-empty array and numeric conditionals (the spec's rule for
 * what the constraint system sees), and gives every edge a priority: saved ones keep their order,
 * new ones follow, renumbered from 1.
 */
export function normalizeModel(model: DependencyModel): DependencyModel {
  const dependencies = groupEdges(dependencyEdges(model.dependencies));
  const premiseConditionals: Record<string, number> = {};
  for (const [key, value] of Object.entries(model.premiseConditionals)) {
    if (typeof value === 'number' && Number.isFinite(value)) premiseConditionals[key] = value;
  }
  const edges = dependencyEdges(dependencies).filter((edge) => !isMultiParent(edge.sourceId));
  const ordered = edges
    .map((edge, index) => ({ edge, index, priority: model.meta[edge.key]?.priority }))
    .sort(
      (a, b) =>
        (a.priority ?? Number.POSITIVE_INFINITY) - (b.priority ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    );
  const meta: Record<string, DependencyMeta> = {};
  ordered.forEach(({ edge }, index) => {
    const old = model.meta[edge.key];
    meta[edge.key] = {
      priority: index + 1,
      isLocked: old?.isLocked ?? false,
      lastModified: old?.lastModified ?? null,
    };
  });
  return { dependencies, premiseConditionals, meta };
}

/** Adds `target|source` with its conditional, last in priority order. */
export function addDependency(
  model: DependencyModel,
  targetId: string,
  sourceId: string,
  probability: number,
  now: string,
): DependencyModel {
  const key = dependencyKey(targetId, sourceId);
  const sources = model.dependencies[targetId] ?? [];
  return normalizeModel({
    dependencies: {
      ...model.dependencies,
      [targetId]: sources.includes(sourceId) ? sources : [...sources, sourceId],
    },
    premiseConditionals: { ...model.premiseConditionals, [key]: probability },
    meta: {
      ...model.meta,
      [key]: {
        priority: model.meta[key]?.priority ?? Number.MAX_SAFE_INTEGER,
        isLocked: false,
        lastModified: now,
      },
    },
  });
}

/**
 * Removes `target|source` and its conditional. A premise left without parents is removed from the
 * dependency map.
 */
export function removeDependency(
  model: DependencyModel,
  targetId: string,
  sourceId: string,
): DependencyModel {
  const key = dependencyKey(targetId, sourceId);
  const sources = (model.dependencies[targetId] ?? []).filter((id) => id !== sourceId);
  const { [targetId]: _removed, ...others } = model.dependencies;
  const { [key]: _conditional, ...premiseConditionals } = model.premiseConditionals;
  const { [key]: _meta, ...meta } = model.meta;
  return normalizeModel({
    dependencies: sources.length > 0 ? { ...others, [targetId]: sources } : others,
    premiseConditionals,
    meta,
  });
}

/** Adds and removes parents (and their conditionals) in one go. */
export function applyBatch(
  model: DependencyModel,
  changes: readonly DependencyBatchChange[],
  now: string,
): DependencyModel {
  return changes.reduce(
    (current, change) =>
      change.action === 'add'
        ? addDependency(
            current,
            change.targetId,
            change.sourceId,
            change.conditionalProbability ?? DEFAULT_DEPENDENCY_CONDITIONAL,
            now,
          )
        : removeDependency(current, change.targetId, change.sourceId),
    model,
  );
}

/** Sets the conditional of `key` and stamps its time. */
export function setConditional(
  model: DependencyModel,
  key: string,
  value: number,
  now: string,
): DependencyModel {
  const old = model.meta[key];
  return {
    ...model,
    premiseConditionals: { ...model.premiseConditionals, [key]: value },
    meta: old ? { ...model.meta, [key]: { ...old, lastModified: now } } : model.meta,
  };
}

/** Flips the lock of `key`. */
export function toggleLock(model: DependencyModel, key: string): DependencyModel {
  const old = model.meta[key];
  if (!old) return model;
  return { ...model, meta: { ...model.meta, [key]: { ...old, isLocked: !old.isLocked } } };
}

/** The editable dependency keys in priority order. */
export function keysByPriority(model: DependencyModel): string[] {
  return Object.entries(model.meta)
    .sort(([, a], [, b]) => a.priority - b.priority)
    .map(([key]) => key);
}

/** Moves the card at `fromIndex` (priority order) to `toIndex` and renumbers priorities from 1. */
export function reorder(
  model: DependencyModel,
  fromIndex: number,
  toIndex: number,
): DependencyModel {
  const keys = keysByPriority(model);
  const [moved] = keys.splice(fromIndex, 1);
  if (moved === undefined) return model;
  keys.splice(Math.max(0, Math.min(toIndex, keys.length)), 0, moved);
  const meta: Record<string, DependencyMeta> = {};
  keys.forEach((key, index) => {
    meta[key] = { ...model.meta[key]!, priority: index + 1 };
  });
  return { ...model, meta };
}

/**
 * The batch-save items of 'Save Dependencies to DB': one per source and target (duplicates
 * dropped), multi-parent calculated dependencies skipped.
 */
export function saveItems(model: DependencyModel): DependencySaveItem[] {
  return dependencyEdges(model.dependencies)
    .filter((edge) => !isMultiParent(edge.sourceId))
    .map(({ key, targetId, sourceId }) => {
      const meta = model.meta[key];
      const lastModified = meta?.lastModified ?? undefined;
      return {
        conclusionId: targetId,
        antecedentExpression: sourceId,
        probability: model.premiseConditionals[key] ?? DEFAULT_DEPENDENCY_CONDITIONAL,
        source: DEPENDENCY_SAVE_SOURCE,
        metadata: {
          isPremiseDependency: true as const,
          dependencyId: key,
          priority: meta?.priority ?? 1,
          isLocked: meta?.isLocked ?? false,
          ...(lastModified ? { lastModified } : {}),
        },
      };
    });
}

/** The editable dependencies without the calculated ones (for the save's upsert). */
export function editableMaps(
  model: DependencyModel,
): Pick<DependencyModel, 'dependencies' | 'premiseConditionals'> {
  const dependencies = groupEdges(
    dependencyEdges(model.dependencies).filter((edge) => !isMultiParent(edge.sourceId)),
  );
  const premiseConditionals: Record<string, number> = {};
  for (const [key, value] of Object.entries(model.premiseConditionals)) {
    if (!isMultiParent(splitDependencyKey(key).sourceId)) premiseConditionals[key] = value;
  }
  return { dependencies, premiseConditionals };
}

/** The dependencies 'Reset from DB' asks for (calculated ones skipped). */
export function resetRequest(
  model: DependencyModel,
): Array<{ targetId: string; sourceId: string }> {
  return dependencyEdges(model.dependencies)
    .filter((edge) => !isMultiParent(edge.sourceId))
    .map(({ targetId, sourceId }) => ({ targetId, sourceId }));
}

/**
 * Applies a reset: a dependency whose reset probability is missing or exactly 0.5 was never saved
 * and is removed; the others take the returned value. Calculated ones are left alone.
 */
export function applyReset(
  model: DependencyModel,
  output: ResetDependenciesOutput,
): DependencyModel {
  const results = new Map(
    output.results.map((result) => [result.dependencyId, result.newProbability]),
  );
  let next = model;
  for (const { key, targetId, sourceId } of dependencyEdges(model.dependencies)) {
    if (isMultiParent(sourceId)) continue;
    const value = results.get(key);
    if (value === undefined || value === null || value === UNSAVED_RESET_PROBABILITY) {
      next = removeDependency(next, targetId, sourceId);
    } else {
      next = { ...next, premiseConditionals: { ...next.premiseConditionals, [key]: value } };
    }
  }
  return next;
}
