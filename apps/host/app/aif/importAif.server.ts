/**
 * Creates the arguments of an AIF file for the signed-in user in ONE transaction: every argument
 * (PRIVATE, owned by the importer) with its claims, the importer's evaluation of each (credences,
 * mode and strength values, sliders and truth-table rows, dependencies and conditionals), the
 * links and undercuts between them, and the importer's declarations that the copies of one claim
 * are the same claim. The file is read again here (`readAif`): the preview the browser showed is
 * never trusted. Any error of the file stores nothing; a step refused inside the transaction (a
 * loop, a value the API refuses) rolls everything back.
 */
import {
  CreateArgumentRequest,
  LIMITS,
  NETWORK_MESSAGES,
  SaveEvaluationRequest,
  UpdateUserArgumentRequest,
  UpsertDependenciesRequest,
} from '@credence/api';
import {
  type AifMessage,
  DEFAULT_PREMISE_PROBABILITY,
  DependencyCycleError,
  evaluateArgument,
  findEquivalenceCycle,
  findLinkCycle,
  type NetworkLink,
} from '@credence/engine';
import { OFF_THREAD_PREMISES } from '@credence/ui';
import { data, redirect } from '@remix-run/node';
import { jsonDepthExceeds, parseOrThrow } from '../api.server.ts';
import { createBodyFor } from '../authoring/importArgdown.ts';
import { getPrisma, type PrismaClient } from '../db.server.ts';
import { type InsertedArgumentIds, insertArgument } from '../models/arguments.server.ts';
import { equivalencePair } from '../models/claimEquivalences.server.ts';
import { takeCreationAttempt } from '../models/creationLimit.server.ts';
import { saveDependenciesInTransaction } from '../models/dependencies.server.ts';
import { BadRequestError, ConflictError, HttpStatusError } from '../models/errors.server.ts';
import {
  saveEvaluationSettingsInTransaction,
  saveUserArgumentInTransaction,
} from '../models/evaluations.server.ts';
import { tooManyRequests } from '../throttled.server.ts';
import { AIF_FIELD } from './aifForm.ts';
import { type AifPlan, type PlannedArgument, readAif, storedEvaluationOf } from './importPlan.ts';

/** The file could not be imported: the engine's or the site's messages, each naming its node. */
export class AifImportRefused extends BadRequestError {
  constructor(readonly messages: AifMessage[]) {
    super(messages.map((message) => message.message).join(' '));
  }
}

/** What an import created. */
export interface AifImportResult {
  /** The root argument's id: the one whose P(C) the network gives. */
  rootArgumentId: number;
  /** Every created argument's id, in the plan's order (the root first). */
  argumentIds: number[];
}

/**
 * Prisma's waits for the import's transaction, above its defaults (2 s to start, 5 s to run): 50
 * arguments with their links, each checked for loops, are a few hundred statements, and on
 * SQLite a queued transaction waits for the write lock.
 */
const TRANSACTION_WAITS = { maxWait: 15_000, timeout: 30_000 };

/**
 * Reads an AIF file's text into its plan, or throws {@link AifImportRefused} with every error
 * (JSON nested deeper than `LIMITS.jsonDepth`, not JSON, the engine's errors, the site's limits).
 */
export function planFromText(text: string): AifPlan {
  // Counted before parsing, as for every JSON body: a deep file costs one pass, not the stack.
  if (jsonDepthExceeds(text, LIMITS.jsonDepth)) {
    throw new AifImportRefused([
      { message: `The file nests its JSON more than ${LIMITS.jsonDepth} levels deep.` },
    ]);
  }
  const { plan, errors } = readAif(text);
  if (!plan) throw new AifImportRefused(errors);
  return plan;
}

/**
 * The conclusion credence stored with an argument: its P(C) on its own, as the evaluator would
 * show it on opening — computed here only below `OFF_THREAD_PREMISES` premises, the size the
 * evaluator's first paint computes on the server too; above, or when the engine refuses, the
 * neutral 50% (the evaluator computes it when the argument is opened).
 */
function conclusionCredence(argument: PlannedArgument): number {
  if (argument.premises.length >= OFF_THREAD_PREMISES) return DEFAULT_PREMISE_PROBABILITY;
  try {
    return evaluateArgument(argument.input).pC;
  } catch {
    return DEFAULT_PREMISE_PROBABILITY;
  }
}

/**
 * Stores `plan` for `userId` in one transaction and answers the ids created. Throws an
 * {@link HttpStatusError} (400 for a value the API refuses or a dependency cycle, 409 for a loop
 * of links or equivalences) after rolling back.
 */
export async function storeAifPlan(
  db: PrismaClient,
  userId: number,
  plan: AifPlan,
): Promise<AifImportResult> {
  // Checked before the transaction: a refused body never opens one.
  const bodies = plan.arguments.map((argument) =>
    parseOrThrow(
      CreateArgumentRequest,
      createBodyFor(
        {
          title: argument.title,
          argumentType: argument.argumentType,
          premises: argument.premises.map(({ claimId, text }) => ({ id: claimId, text })),
          conclusion: { text: argument.conclusion.text },
        },
        'PRIVATE',
      ),
    ),
  );
  try {
    return await db.$transaction(async (tx) => {
      const created: InsertedArgumentIds[] = [];
      for (const body of bodies) created.push(await insertArgument(tx, userId, body));
      const hostId = (at: { argument: number; premise: number | null }) => {
        const ids = created[at.argument]!;
        return at.premise === null ? ids.conclusionId : ids.premiseIds[at.premise]!;
      };
      // A claim of the file named outside its own argument (a dependency's parent): its first copy.
      const firstCopy = new Map<string, string>();
      plan.arguments.forEach((argument, index) => {
        argument.premises.forEach(({ claimId }, k) => {
          if (!firstCopy.has(claimId)) firstCopy.set(claimId, created[index]!.premiseIds[k]!);
        });
        const { claimId } = argument.conclusion;
        if (!firstCopy.has(claimId)) firstCopy.set(claimId, created[index]!.conclusionId);
      });
      const sameAs = new Map<string, string>();
      for (const group of plan.sameClaims) {
        for (const at of group) sameAs.set(hostId(at), hostId(group[0]!));
      }
      const idOf = (claimId: string) => firstCopy.get(claimId);

      for (const [index, argument] of plan.arguments.entries()) {
        const ids = created[index]!;
        const stored = storedEvaluationOf(argument, ids, idOf);
        if (
          Object.keys(stored.dependencies).length > 0 ||
          Object.keys(stored.premiseConditionals).length > 0
        ) {
          const body = parseOrThrow(UpsertDependenciesRequest, {
            dependencies: stored.dependencies,
            premiseConditionals: stored.premiseConditionals,
            claimIds: [...ids.premiseIds],
          });
          await saveDependenciesInTransaction(tx, userId, ids.id, body);
        }
        const evaluation = parseOrThrow(UpdateUserArgumentRequest, {
          argumentId: ids.id,
          evaluationMode: stored.evaluationMode,
          inferenceStrength: stored.inferenceStrength,
          fallbackSupport: stored.fallbackSupport,
          premises: stored.premises,
          conclusion: { id: ids.conclusionId, probability: conclusionCredence(argument) },
        });
        await saveUserArgumentInTransaction(tx, userId, evaluation);
        if (Object.keys(stored.evaluationSettings).length > 0) {
          const { evaluationSettings } = parseOrThrow(SaveEvaluationRequest, {
            evaluationMode: evaluation.evaluationMode,
            inferenceStrength: evaluation.inferenceStrength,
            fallbackSupport: evaluation.fallbackSupport,
            evaluationSettings: stored.evaluationSettings,
          });
          await saveEvaluationSettingsInTransaction(tx, userId, ids.id, evaluationSettings);
        }
      }

      // Loops are refused as the links model refuses them (`refuseLinkLoop`,
      // `refuseEquivalenceLoop`: the engine's `findLinkCycle` and `findEquivalenceCycle`), each
      // link and declaration against those before it — but on the import's own graph, in memory.
      // Every argument and claim here is new, so no stored link or equivalence reaches them: the
      // graph those checks would read back from the database is exactly this one, and reading it
      // for each of a chain of 50 arguments' links took seconds with the database locked.
      const graph = {
        arguments: created.map((ids) => ({
          id: String(ids.id),
          conclusionId: ids.conclusionId,
          premiseIds: ids.premiseIds,
        })),
        links: [] as NetworkLink[],
        equivalences: [] as [string, string][],
      };
      const refuseLoop = (loop: string[] | null) => {
        if (!loop) return;
        const titleOf = new Map(
          created.map((ids, index) => [String(ids.id), plan.arguments[index]!.title]),
        );
        throw new ConflictError(NETWORK_MESSAGES.loop(loop.map((id) => titleOf.get(id) ?? id)));
      };
      // In the file's order: arguments bearing on one claim combine in the order of their links.
      for (const link of plan.links) {
        const target = created[link.target]!;
        const row = {
          sourceArgumentId: created[link.source]!.id,
          targetArgumentId: target.id,
          targetClaimId: target.premiseIds[link.premise]!,
          linkType: link.type,
          createdById: userId,
        };
        const networkLink = {
          argumentId: String(row.sourceArgumentId),
          targetClaimId: row.targetClaimId,
          type: link.type,
        };
        refuseLoop(findLinkCycle(graph, networkLink));
        graph.links.push(networkLink);
        await tx.dialecticalRelationship.create({ data: row });
      }
      // An undercut answers the argument as a whole: no premise, so no loop of the network.
      for (const undercut of plan.undercuts) {
        await tx.dialecticalRelationship.create({
          data: {
            sourceArgumentId: created[undercut.source]!.id,
            targetArgumentId: created[undercut.target]!.id,
            targetClaimId: null,
            linkType: 'refute',
            createdById: userId,
          },
        });
      }
      // Each copy declared the same claim as its group's first, as "Same claim as…" would.
      for (const [copy, first] of sameAs) {
        if (copy === first) continue;
        const pair = equivalencePair(copy, first);
        refuseLoop(findEquivalenceCycle(graph, pair));
        graph.equivalences.push(pair);
        await tx.claimEquivalence.create({
          data: { userId, claimLowId: pair[0], claimHighId: pair[1] },
        });
      }
      return { rootArgumentId: created[0]!.id, argumentIds: created.map(({ id }) => id) };
    }, TRANSACTION_WAITS);
  } catch (problem) {
    if (problem instanceof DependencyCycleError) throw new BadRequestError(problem.message);
    throw problem;
  }
}

/** Reads `text` as AIF and stores it for `userId` ({@link planFromText}, {@link storeAifPlan}). */
export async function importAif(
  db: PrismaClient,
  userId: number,
  text: string,
): Promise<AifImportResult> {
  return storeAifPlan(db, userId, planFromText(text));
}

/** The answer of a refused import post: the messages to show, none stored. */
export interface AifImportAnswer {
  importErrors: AifMessage[];
}

/**
 * The 'Create' post of the AIF import: the root argument's evaluator, or the status and
 * `{ importErrors }` (400 for the file's errors, 409 for a loop, 429 past the account's hourly
 * limit on new arguments) with nothing stored. One import is one attempt under that limit, as an
 * API `createArgument` is: every argument it creates is PRIVATE, so none reaches anyone's lists
 * but the importer's, and the body limit bounds what one post creates.
 */
export async function importPostedAif(userId: number, form: FormData) {
  const text = String(form.get(AIF_FIELD) ?? '');
  const refuse = (status: number, messages: AifMessage[]) =>
    data<AifImportAnswer>({ importErrors: messages }, { status });
  if (text.trim() === '') {
    return refuse(400, [{ message: 'Choose an AIF file or paste its JSON first.' }]);
  }
  const db = getPrisma();
  try {
    const plan = planFromText(text);
    const refused = await takeCreationAttempt(db, userId);
    if (refused) {
      return tooManyRequests<AifImportAnswer>(
        { importErrors: [{ message: refused.error }] },
        refused.retryAfter,
      );
    }
    const { rootArgumentId } = await storeAifPlan(db, userId, plan);
    return redirect(`/argumentevaluator?argumentId=${rootArgumentId}`);
  } catch (problem) {
    if (problem instanceof AifImportRefused) return refuse(problem.status, problem.messages);
    if (problem instanceof HttpStatusError) {
      return refuse(problem.status, [{ message: problem.message }]);
    }
    throw problem;
  }
}
