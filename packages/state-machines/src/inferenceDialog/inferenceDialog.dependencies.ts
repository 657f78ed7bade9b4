import { baseClaimId } from '@credence/engine';
import type { DialogDependencySettings } from './inferenceDialog.types';

/**
 * Dependencies as the constraint system keeps them (spec §5): premise ids with a non-empty list
 * of parent ids, and conditionals with numeric values only.
 */
export function cleanDependencySettings(
  settings: Partial<DialogDependencySettings> | null | undefined,
): DialogDependencySettings {
  const dependencies: Record<string, string[]> = {};
  for (const [premiseId, parents] of Object.entries(settings?.dependencies ?? {})) {
    const kept = Array.isArray(parents)
      ? parents.filter((id): id is string => typeof id === 'string' && id !== '')
      : [];
    if (kept.length > 0) dependencies[premiseId] = kept;
  }
  const premiseConditionals: Record<string, number> = {};
  for (const [key, value] of Object.entries(settings?.premiseConditionals ?? {})) {
    if (typeof value === 'number' && Number.isFinite(value)) premiseConditionals[key] = value;
  }
  return { dependencies, premiseConditionals };
}

/** The target and the parents of a conditional key `'target|a'` or `'target|a & b'`. */
function parseKey(key: string): { target: string; parents: string[] } {
  const bar = key.indexOf('|');
  return {
    target: key.slice(0, bar),
    parents: key
      .slice(bar + 1)
      .split('&')
      .map((id) => id.trim()),
  };
}

/**
 * Removes one antecedent (`'p1'` or `'~p1'`, the same parent) of a premise and the conditionals
 * that mention it. A premise left with no antecedent loses its entry (and all its conditionals);
 * `removedEntry` says so.
 */
export function withoutAntecedent(
  settings: DialogDependencySettings,
  premiseId: string,
  antecedentId: string,
): DialogDependencySettings & { removedEntry: boolean } {
  const parent = baseClaimId(antecedentId);
  const before = settings.dependencies[premiseId] ?? [];
  const after = before.filter((id) => baseClaimId(id) !== parent);
  const removedEntry = before.length > 0 && after.length === 0;
  const dependencies = { ...settings.dependencies };
  if (after.length > 0) dependencies[premiseId] = after;
  else delete dependencies[premiseId];
  const premiseConditionals: Record<string, number> = {};
  for (const [key, value] of Object.entries(settings.premiseConditionals)) {
    const { target, parents } = parseKey(key);
    const drop =
      target === premiseId &&
      (after.length === 0 || parents.some((id) => baseClaimId(id) === parent));
    if (!drop) premiseConditionals[key] = value;
  }
  return { dependencies, premiseConditionals, removedEntry };
}
