/**
 * Creates an argument from Argdown for the signed-in user in ONE transaction: the argument and
 * its claims, then its dependencies and conditionals, then the credences. If any step fails
 * (a dependency cycle, a bad value) nothing is stored, so trying again never leaves a half
 * import behind or a duplicate. Works the same on SQLite and PostgreSQL (Prisma's interactive
 * transaction).
 */
import {
  CreateArgumentRequest,
  SaveEvaluationRequest,
  UpdateUserArgumentRequest,
  UpsertDependenciesRequest,
} from '@credence/api';
import { ArgdownParseError, DependencyCycleError, fromArgdown } from '@credence/engine';
import { data, redirect } from '@remix-run/node';
import { parseOrThrow } from '../api.server.ts';
import { getPrisma, type PrismaClient } from '../db.server.ts';
import { insertArgument } from '../models/arguments.server.ts';
import { takeCreationAttempt } from '../models/creationLimit.server.ts';
import { saveDependenciesInTransaction } from '../models/dependencies.server.ts';
import { BadRequestError, HttpStatusError } from '../models/errors.server.ts';
import {
  saveEvaluationSettingsInTransaction,
  saveUserArgumentInTransaction,
} from '../models/evaluations.server.ts';
import { tooManyRequests } from '../throttled.server.ts';
import {
  createBodyFor,
  dependenciesBodyFor,
  evaluationBodyFor,
  VISIBILITY_VALUES,
  type Visibility,
} from './importArgdown.ts';
import { ARGDOWN_FIELD, VISIBILITY_FIELD } from './importArgdownForm.ts';

/** The argument an Argdown text holds, as the engine reads it. */
type ArgdownArgument = ReturnType<typeof fromArgdown>['argument'];

/** Reads `argdown`; throws {@link BadRequestError} with the reader's message when it cannot. */
function readArgdown(argdown: string): ArgdownArgument {
  try {
    return fromArgdown(argdown).argument;
  } catch (problem) {
    if (problem instanceof ArgdownParseError) throw new BadRequestError(problem.message);
    throw problem;
  }
}

/**
 * Stores an argument read from Argdown for `userId`; returns its id. Throws
 * {@link BadRequestError} for a dependency cycle or values the API refuses (the transaction is
 * rolled back first).
 */
async function storeArgdownArgument(
  db: PrismaClient,
  userId: number,
  argument: ArgdownArgument,
  visibility: Visibility,
): Promise<number> {
  try {
    const body = parseOrThrow(CreateArgumentRequest, createBodyFor(argument, visibility));
    return await db.$transaction(async (tx) => {
      const created = await insertArgument(tx, userId, body);
      const ids = {
        argumentId: created.id,
        premiseIds: created.premiseIds,
        conclusionId: created.conclusionId,
      };
      // Each later step checked like its own call (a readable 400), and a refusal rolls back
      // the argument created above.
      const dependencies = dependenciesBodyFor(argument, ids);
      if (dependencies) {
        const checked = parseOrThrow(UpsertDependenciesRequest, dependencies);
        await saveDependenciesInTransaction(tx, userId, created.id, checked);
      }
      const evaluation = evaluationBodyFor(argument, ids);
      if (evaluation) {
        const checked = parseOrThrow(UpdateUserArgumentRequest, evaluation.body);
        await saveUserArgumentInTransaction(tx, userId, checked);
        // The file's inference settings (sliders, truth-table rows) keep its P(C).
        const { evaluationSettings } = parseOrThrow(SaveEvaluationRequest, {
          evaluationMode: checked.evaluationMode,
          inferenceStrength: checked.inferenceStrength,
          fallbackSupport: checked.fallbackSupport,
          evaluationSettings: evaluation.evaluationSettings,
        });
        await saveEvaluationSettingsInTransaction(tx, userId, created.id, evaluationSettings);
      }
      return created.id;
    });
  } catch (problem) {
    if (problem instanceof DependencyCycleError) throw new BadRequestError(problem.message);
    throw problem;
  }
}

/**
 * The 'Create argument' post of the Argdown import: the new argument's evaluator, or 400 with
 * `{ importError }` and nothing stored. Readable Argdown counts as one new argument against the
 * account's hourly limit (`takeCreationAttempt`), like `POST /api/arguments`: past it the
 * answer is 429 with `Retry-After`; a text that cannot be read does not count.
 */
export async function importPostedArgdown(userId: number, form: FormData) {
  const argdown = String(form.get(ARGDOWN_FIELD) ?? '');
  const visibility = String(form.get(VISIBILITY_FIELD) ?? 'PRIVATE') as Visibility;
  if (!VISIBILITY_VALUES.includes(visibility)) {
    return data({ importError: `Unknown visibility "${visibility}"` }, { status: 400 });
  }
  const db = getPrisma();
  try {
    const argument = readArgdown(argdown);
    const refused = await takeCreationAttempt(db, userId);
    if (refused) return tooManyRequests({ importError: refused.error }, refused.retryAfter);
    const id = await storeArgdownArgument(db, userId, argument, visibility);
    return redirect(`/argumentevaluator?argumentId=${id}`);
  } catch (problem) {
    if (problem instanceof HttpStatusError) {
      return data({ importError: problem.message }, { status: problem.status });
    }
    throw problem;
  }
}
