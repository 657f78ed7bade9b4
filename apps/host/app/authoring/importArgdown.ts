/**
 * What an argument read from Argdown (`fromArgdown`) becomes in Credence: the `createArgument`
 * body, and once its claims have ids, the `upsertDependencies` and `updateUserArgument` bodies
 * for its dependencies, conditionals, credences and inference settings.
 * `importArgdown.server.ts` stores them all in one transaction.
 */
import type { ArgdownArgument } from '@credence/engine';
import { evaluationFromImport } from './argdownInference.ts';

/** Credence's default for a claim the Argdown gave no credence. */
const DEFAULT_CREDENCE = 0.5;

/** A title when the Argdown has none: the conclusion's first words. */
export function titleFor(argument: ArgdownArgument): string {
  if (argument.title?.trim()) return argument.title.trim().slice(0, 200);
  const words = argument.conclusion.text.split(/\s+/).slice(0, 8).join(' ');
  return (words.length > 80 ? `${words.slice(0, 79)}…` : words) || 'Imported argument';
}

/** Who may see an argument (the api's `Visibility`). */
export type Visibility = 'PRIVATE' | 'FRIENDS_ONLY' | 'PUBLIC';

/** The visibilities, for checking a posted value. */
export const VISIBILITY_VALUES: readonly Visibility[] = ['PRIVATE', 'FRIENDS_ONLY', 'PUBLIC'];

/** The `createArgument` body of an imported argument. */
export function createBodyFor(argument: ArgdownArgument, visibility: Visibility) {
  return {
    title: titleFor(argument),
    summarizedDescription: argument.description ?? '',
    argumentType: argument.argumentType ?? 'INDUCTIVE',
    visibility,
    premises: argument.premises.map(({ text }) => ({ content: text })),
    conclusion: { content: argument.conclusion.text },
  };
}

/** The ids the created argument's claims were given: premises in the Argdown's order. */
export interface CreatedClaimIds {
  argumentId: number;
  premiseIds: readonly string[];
  conclusionId: string;
}

/**
 * The `upsertDependencies` body (the argument's id goes in its path) of the imported
 * dependencies and conditionals on the created claims' ids, or null when the Argdown has none.
 */
export function dependenciesBodyFor(argument: ArgdownArgument, created: CreatedClaimIds) {
  if (!argument.dependencies || Object.keys(argument.dependencies).length === 0) return null;
  const idOf = savedIdsOf(argument, created);
  const mapRef = (ref: string) => {
    const negated = ref.startsWith('~');
    const id = idOf.get(negated ? ref.slice(1) : ref);
    return id === undefined ? undefined : `${negated ? '~' : ''}${id}`;
  };
  const dependencies: Record<string, string[]> = {};
  for (const [target, parents] of Object.entries(argument.dependencies)) {
    const id = idOf.get(target);
    const refs = parents.map(mapRef).filter((ref): ref is string => ref !== undefined);
    if (id && refs.length) dependencies[id] = refs;
  }
  const premiseConditionals: Record<string, number> = {};
  for (const [key, value] of Object.entries(argument.premiseConditionals ?? {})) {
    const [target, parent] = key.split('|');
    const id = target === undefined ? undefined : idOf.get(target);
    const ref = parent === undefined ? undefined : mapRef(parent);
    if (id && ref) premiseConditionals[`${id}|${ref}`] = value;
  }
  return { dependencies, premiseConditionals, claimIds: [...idOf.values()] };
}

/** The import's premise ids (p1…pn) → the ids the host gave them, in the same order. */
function savedIdsOf(argument: ArgdownArgument, created: CreatedClaimIds): Map<string, string> {
  return new Map(
    argument.premises.map((premise, k) => [premise.id, created.premiseIds[k] as string]),
  );
}

/**
 * The imported evaluation: the `updateUserArgument` body of the credences and strength values,
 * and the per-mode settings (sliders, truth-table rows) that keep the file's P(C); null when the
 * Argdown has neither credences nor inference settings.
 */
export function evaluationBodyFor(argument: ArgdownArgument, created: CreatedClaimIds) {
  const hasCredences =
    argument.conclusion.credence !== undefined ||
    argument.premises.some((premise) => premise.credence !== undefined);
  if (!hasCredences && !argument.inference) return null;
  const evaluation = evaluationFromImport(argument, savedIdsOf(argument, created));
  return {
    body: {
      argumentId: created.argumentId,
      evaluationMode: evaluation.evaluationMode,
      inferenceStrength: evaluation.inferenceStrength,
      fallbackSupport: evaluation.fallbackSupport,
      premises: argument.premises.map((premise, k) => ({
        id: created.premiseIds[k] as string,
        probability: premise.credence ?? DEFAULT_CREDENCE,
      })),
      conclusion: {
        id: created.conclusionId,
        probability: argument.conclusion.credence ?? DEFAULT_CREDENCE,
      },
    },
    evaluationSettings: evaluation.evaluationSettings,
  };
}
