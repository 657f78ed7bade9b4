/**
 * Creates an argument from what `fromArgdown` read: the argument itself (`createArgument`), then
 * its dependencies and conditionals (`upsertDependencies`), its inference settings
 * (`saveEvaluation`) and the credences (`updateUserArgument`) on the new claims' ids. Runs in the browser on the page's own client, so every step goes through
 * the same validated API calls as the screens.
 */
import type { CredenceClient } from '@credence/api';
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

/** Saves the imported argument for the signed-in user and returns its id. */
export async function saveImportedArgument(
  client: CredenceClient,
  argument: ArgdownArgument,
  visibility: Visibility,
): Promise<number> {
  const { argument: saved } = await client.createArgument({
    title: titleFor(argument),
    summarizedDescription: argument.description ?? '',
    argumentType: argument.argumentType ?? 'INDUCTIVE',
    visibility,
    premises: argument.premises.map(({ text }) => ({ content: text })),
    conclusion: { content: argument.conclusion.text },
  });
  // The import names premises p1…pn; the host gave them ids of its own, in the same order.
  const idOf = new Map(argument.premises.map((premise, k) => [premise.id, saved.premises[k]!.id]));
  const mapRef = (ref: string) => {
    const negated = ref.startsWith('~');
    const id = idOf.get(negated ? ref.slice(1) : ref);
    return id === undefined ? undefined : `${negated ? '~' : ''}${id}`;
  };

  if (argument.dependencies && Object.keys(argument.dependencies).length > 0) {
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
    await client.upsertDependencies({
      argumentId: saved.id,
      dependencies,
      premiseConditionals,
      claimIds: [...idOf.values()],
    });
  }

  // The file's inference settings (mode, strength values, sliders, rows) keep its P(C).
  const evaluation = evaluationFromImport(argument, idOf);
  if (argument.inference) {
    await client.saveEvaluation({
      argumentId: saved.id,
      evaluationMode: evaluation.evaluationMode,
      inferenceStrength: evaluation.inferenceStrength,
      fallbackSupport: evaluation.fallbackSupport,
      evaluationSettings: evaluation.evaluationSettings,
    });
  }
  const hasCredences =
    argument.conclusion.credence !== undefined ||
    argument.premises.some((premise) => premise.credence !== undefined);
  if (hasCredences || argument.inference) {
    await client.updateUserArgument({
      argumentId: saved.id,
      evaluationMode: evaluation.evaluationMode,
      inferenceStrength: evaluation.inferenceStrength,
      fallbackSupport: evaluation.fallbackSupport,
      premises: argument.premises.map((premise, k) => ({
        id: saved.premises[k]!.id,
        probability: premise.credence ?? DEFAULT_CREDENCE,
      })),
      conclusion: {
        id: saved.conclusion.id,
        probability: argument.conclusion.credence ?? DEFAULT_CREDENCE,
      },
    });
  }
  return saved.id;
}
