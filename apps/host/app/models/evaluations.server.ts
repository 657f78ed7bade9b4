import {
  type ClaimProbability,
  SaveEvaluationRequest,
  UpdateUserArgumentRequest,
  UserArgumentEvaluation,
} from '@credence/api';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import type {
  Prisma,
  UserArgumentEvaluation as UserArgumentEvaluationRow,
} from '../generated/prisma/client.ts';
import { canViewArgument, isArgumentVisible } from './arguments.server.ts';
import { withoutRemovedClaims } from './dependencies.server.ts';
import { NotFoundError } from './errors.server.ts';
import {
  assertArgumentClaims,
  assertSamePremises,
  claimsOf,
  readArgumentClaims,
} from './evaluationClaims.server.ts';
import {
  assertNoLocksKey,
  locksWithout,
  splitStoredSettings,
  withStoredLocks,
} from './evaluationLocks.server.ts';
import { parseJson, toJson } from './json.server.ts';

export type UserArgumentEvaluationValue = z.infer<typeof UserArgumentEvaluation>;
type ClaimProbabilityValue = z.infer<typeof ClaimProbability>;

/**
 * The user's own saved evaluation of an argument, or null. Evaluations are private: only their
 * author can read them (there is no way to read another user's evaluation).
 */
export async function readEvaluation(
  db: Pick<PrismaClient, 'userArgumentEvaluation'>,
  userId: number,
  argumentId: number,
): Promise<UserArgumentEvaluationValue | null> {
  const row = await db.userArgumentEvaluation.findUnique({
    where: { userId_argumentId: { userId, argumentId } },
  });
  return row ? evaluationOfRow(row) : null;
}

/**
 * The user's own saved evaluations of several arguments at once (one query), by argument id;
 * each as {@link readEvaluation} answers it. Arguments without one are absent.
 */
export async function readEvaluations(
  db: Pick<PrismaClient, 'userArgumentEvaluation'>,
  userId: number,
  argumentIds: readonly number[],
): Promise<Map<number, UserArgumentEvaluationValue>> {
  const rows = await db.userArgumentEvaluation.findMany({
    where: { userId, argumentId: { in: [...argumentIds] } },
  });
  return new Map(rows.map((row) => [row.argumentId, evaluationOfRow(row)]));
}

/** A stored evaluation as the API answers it (the locks read apart from the modes' settings). */
function evaluationOfRow(row: UserArgumentEvaluationRow): UserArgumentEvaluationValue {
  const { settings, locks } = splitStoredSettings(
    parseJson<Record<string, unknown>>(row.evaluationSettings, {}),
  );
  return UserArgumentEvaluation.parse({
    evaluationMode: row.evaluationMode,
    inferenceStrength: row.inferenceStrength,
    fallbackSupport: row.fallbackSupport,
    evaluationSettings: settings,
    premises: parseJson<ClaimProbabilityValue[]>(row.premiseProbabilities, []),
    conclusion: parseJson<ClaimProbabilityValue | null>(row.conclusionProbability, null),
    ...(locks ? { locks } : {}),
  });
}

/** Same as {@link readEvaluation}, after checking the user may see the argument. */
export async function getEvaluation(
  db: PrismaClient,
  userId: number,
  argumentId: number,
): Promise<UserArgumentEvaluationValue | null> {
  if (!(await isArgumentVisible(db, userId, argumentId))) return null;
  return readEvaluation(db, userId, argumentId);
}

/** Attempts at a save before giving up, when other saves of the same evaluation keep winning. */
const SAVE_ATTEMPTS = 8;

/** Prisma's error code, if `error` is one of its known request errors. */
function prismaCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined;
}

/**
 * `saveEvaluation`: stores the mode, strength values, per-mode settings and locks of the user's
 * evaluation. Settings are merged by mode (saving the bayesian tab keeps the truth-table tab's
 * settings); locks sent replace the saved ones, and stay as they were when left out. Throws
 * {@link NotFoundError} when the argument is missing or invisible to the user, and a 400
 * (`BadRequestError`) when a lock names a claim that is not one of its premises.
 *
 * The hottest write of the site, so it is two statements and no transaction: one read (the
 * argument's visibility with the user's evaluation, if any), one write. The write is
 * conditional — the update only applies while the settings are still those the merge started
 * from; the insert fails if another save created the row first — and a save that loses such a
 * race starts again from the new row. So two simultaneous saves of different modes both stay, on
 * PostgreSQL (read committed) as on SQLite, without holding a lock across the two statements.
 */
export async function saveEvaluation(
  db: PrismaClient,
  userId: number,
  argumentId: number,
  body: z.input<typeof SaveEvaluationRequest>,
): Promise<UserArgumentEvaluationValue> {
  const input = SaveEvaluationRequest.parse(body);
  assertNoLocksKey(input.evaluationSettings);
  for (let attempt = 1; ; attempt++) {
    const argument = await db.argument.findUnique({
      where: { id: argumentId },
      select: {
        ownerId: true,
        visibility: true,
        claims: { select: { id: true, role: true, position: true } },
        evaluations: {
          where: { userId },
          select: {
            id: true,
            evaluationSettings: true,
            premiseProbabilities: true,
            conclusionProbability: true,
          },
        },
      },
    });
    if (!argument || !(await canViewArgument(db, argument, userId))) {
      throw new NotFoundError(`Argument ${argumentId} not found`);
    }
    assertSamePremises(argumentId, argument.claims, input.premiseIds);
    assertArgumentClaims(argumentId, claimsOf(argument.claims), {
      premises: input.locks?.premiseIds.map((id, index) => ({
        field: `locks.premiseIds.${index}`,
        id,
      })),
    });
    const existing = argument.evaluations[0];
    const saved = splitStoredSettings(
      parseJson<Record<string, unknown>>(existing?.evaluationSettings, {}),
    );
    const settings = { ...saved.settings, ...input.evaluationSettings };
    const locks = input.locks ?? saved.locks;
    const values = {
      evaluationMode: input.evaluationMode,
      inferenceStrength: input.inferenceStrength,
      fallbackSupport: input.fallbackSupport,
      evaluationSettings: toJson(withStoredLocks(settings, locks)),
    };
    let stored: boolean;
    if (existing) {
      const { count } = await db.userArgumentEvaluation.updateMany({
        where: { id: existing.id, evaluationSettings: existing.evaluationSettings },
        data: values,
      });
      stored = count === 1;
    } else {
      try {
        await db.userArgumentEvaluation.create({
          data: { userId, argumentId, ...values },
          select: { id: true },
        });
        stored = true;
      } catch (error) {
        // P2003: the argument was deleted since it was read.
        if (prismaCode(error) === 'P2003')
          throw new NotFoundError(`Argument ${argumentId} not found`);
        // P2002: another save created the row first; merge into it.
        if (prismaCode(error) !== 'P2002') throw error;
        stored = false;
      }
    }
    if (stored) {
      return {
        evaluationMode: input.evaluationMode,
        inferenceStrength: input.inferenceStrength,
        fallbackSupport: input.fallbackSupport,
        evaluationSettings: settings,
        premises: parseJson<ClaimProbabilityValue[]>(existing?.premiseProbabilities, []),
        conclusion: parseJson<ClaimProbabilityValue | null>(existing?.conclusionProbability, null),
        ...(locks ? { locks } : {}),
      };
    }
    if (attempt === SAVE_ATTEMPTS) {
      throw new Error(`Evaluation ${userId}/${argumentId}: every save attempt lost a race`);
    }
  }
}

/**
 * `updateUserArgument`: stores the strength values and the user's credences in the claims,
 * keeping any per-mode settings already saved. One transaction; {@link NotFoundError} as above;
 * a 400 (`BadRequestError`, nothing stored) when a premise id is not a premise of the argument
 * or the conclusion's id not its conclusion (see `evaluationClaims.server.ts`).
 */
export async function saveUserArgument(
  db: PrismaClient,
  userId: number,
  body: z.input<typeof UpdateUserArgumentRequest>,
): Promise<UserArgumentEvaluationValue> {
  return db.$transaction((tx) => saveUserArgumentInTransaction(tx, userId, body));
}

/**
 * {@link saveUserArgument} inside a transaction the caller holds (e.g. an import that creates
 * the argument in the same one).
 */
export async function saveUserArgumentInTransaction(
  tx: Prisma.TransactionClient,
  userId: number,
  body: z.input<typeof UpdateUserArgumentRequest>,
): Promise<UserArgumentEvaluationValue> {
  const input = UpdateUserArgumentRequest.parse(body);
  const argumentId = input.argumentId;
  if (!(await isArgumentVisible(tx, userId, argumentId))) {
    throw new NotFoundError(`Argument ${argumentId} not found`);
  }
  assertArgumentClaims(argumentId, await readArgumentClaims(tx, argumentId), {
    premises: input.premises.map(({ id }, index) => ({ field: `premises.${index}.id`, id })),
    conclusion: { field: 'conclusion.id', id: input.conclusion.id },
  });
  const values = {
    evaluationMode: input.evaluationMode,
    inferenceStrength: input.inferenceStrength,
    fallbackSupport: input.fallbackSupport,
    premiseProbabilities: toJson(input.premises),
    conclusionProbability: toJson(input.conclusion),
  };
  await tx.userArgumentEvaluation.upsert({
    where: { userId_argumentId: { userId, argumentId } },
    create: { userId, argumentId, ...values },
    update: values,
  });
  const saved = await readEvaluation(tx, userId, argumentId);
  if (!saved) throw new Error('Evaluation vanished inside its transaction');
  return saved;
}

/**
 * Replaces the per-mode settings of the user's evaluation row, inside a transaction the caller
 * holds: an import that has just created the argument and its evaluation in the same one.
 */
export async function saveEvaluationSettingsInTransaction(
  tx: Prisma.TransactionClient,
  userId: number,
  argumentId: number,
  evaluationSettings: Record<string, unknown>,
): Promise<void> {
  assertNoLocksKey(evaluationSettings);
  await tx.userArgumentEvaluation.update({
    where: { userId_argumentId: { userId, argumentId } },
    data: { evaluationSettings: toJson(evaluationSettings) },
  });
}

/** The credence a premise an edit adds starts at (the evaluator's neutral value). */
export const NEW_PREMISE_CREDENCE = 0.5;

/** How an edit or a revert changed an argument's claims (`replaceArgumentContent` works it out). */
export interface ContentChange {
  /** The premise ids after the change, in order. */
  premiseIds: readonly string[];
  /** Premise ids that no longer exist. */
  removed: ReadonlySet<string>;
  /** Premises added, removed or reordered: truth-table rows are keyed by premise position. */
  premiseListChanged: boolean;
  /** Any premise's or the conclusion's text changed, or the premise list did. */
  claimsChanged: boolean;
}

type ModeSettings = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One mode's saved settings after a content change, so nothing in them names a premise that is
 * gone or describes an argument that no longer is: dependencies and premise conditionals lose
 * the removed claims (as the dependency settings do); Bayesian likelihoods of removed premises
 * go; truth-table rows go when the premise list changed (a row key is a premise position, so
 * the old rows would be read against other premises); a counterexample and a demonstration go
 * when any claim changed (they were found for the old text). The rest is kept as it was.
 */
export function modeSettingsAfterChange(
  settings: ModeSettings,
  change: ContentChange,
): ModeSettings {
  const next: ModeSettings = { ...settings };
  if (isRecord(settings.dependencies) || isRecord(settings.premiseConditionals)) {
    const cleaned = withoutRemovedClaims(
      (isRecord(settings.dependencies) ? settings.dependencies : {}) as Record<string, string[]>,
      (isRecord(settings.premiseConditionals) ? settings.premiseConditionals : {}) as Record<
        string,
        number
      >,
      change.removed,
    );
    if (isRecord(settings.dependencies)) next.dependencies = cleaned.dependencies;
    if (isRecord(settings.premiseConditionals)) next.premiseConditionals = cleaned.conditionals;
  }
  const network = settings.bayesianNetworkData;
  if (isRecord(network)) {
    const keep = (table: unknown) =>
      Object.fromEntries(
        Object.entries(isRecord(table) ? table : {}).filter(([id]) => !change.removed.has(id)),
      );
    next.bayesianNetworkData = {
      ...network,
      conditionalProbabilities: keep(network.conditionalProbabilities),
      reverseConditionalProbabilities: keep(network.reverseConditionalProbabilities),
    };
  }
  if (change.premiseListChanged) delete next.truthTableData;
  if (change.claimsChanged) {
    delete next.counterexampleData;
    delete next.demonstrationData;
  }
  return next;
}

/**
 * After the premises of an argument changed (`updateArgument`, an owner's `revertVersion`): every
 * saved evaluation of it keeps the credences of the premises that stayed, drops the values of the
 * removed ones, and gives each new premise {@link NEW_PREMISE_CREDENCE}; the premises follow the
 * argument's new order; each mode's settings are cleaned by {@link modeSettingsAfterChange}.
 * Runs inside the caller's transaction.
 */
export async function carryOverEvaluations(
  tx: Pick<PrismaClient, 'userArgumentEvaluation'>,
  argumentId: number,
  change: ContentChange,
): Promise<void> {
  const rows = await tx.userArgumentEvaluation.findMany({ where: { argumentId } });
  for (const row of rows) {
    const previous = new Map(
      parseJson<ClaimProbabilityValue[]>(row.premiseProbabilities, []).map((premise) => [
        premise.id,
        premise.probability,
      ]),
    );
    const premises = change.premiseIds.map((id) => ({
      id,
      probability: previous.get(id) ?? NEW_PREMISE_CREDENCE,
    }));
    const stored = splitStoredSettings(
      parseJson<Record<string, unknown>>(row.evaluationSettings, {}),
    );
    const settings = Object.fromEntries(
      Object.entries(stored.settings).map(([mode, modeSettings]) => [
        mode,
        isRecord(modeSettings) ? modeSettingsAfterChange(modeSettings, change) : modeSettings,
      ]),
    );
    // A removed premise's lock goes with it.
    const locks = stored.locks && locksWithout(stored.locks, change.removed);
    await tx.userArgumentEvaluation.update({
      where: { id: row.id },
      data: {
        premiseProbabilities: toJson(premises),
        evaluationSettings: toJson(withStoredLocks(settings, locks)),
      },
    });
  }
}

/**
 * The reader's own P(C) of each argument (the conclusion credence of their saved evaluation), by
 * id; null where they saved none. Only their own rows are read: evaluations are private.
 */
export async function readerConclusionCredences(
  db: Pick<PrismaClient, 'userArgumentEvaluation'>,
  viewerId: number,
  ids: readonly number[],
): Promise<Record<number, number | null>> {
  const rows = await db.userArgumentEvaluation.findMany({
    where: { userId: viewerId, argumentId: { in: [...ids] } },
    select: { argumentId: true, conclusionProbability: true },
  });
  const pC: Record<number, number | null> = Object.fromEntries(ids.map((id) => [id, null]));
  for (const row of rows) {
    const conclusion = parseJson<{ probability?: unknown } | null>(row.conclusionProbability, null);
    const value = conclusion?.probability;
    pC[row.argumentId] = typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  return pC;
}
