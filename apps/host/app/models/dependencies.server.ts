import {
  DeleteDependencyQuery,
  type DependenciesResponse,
  UpsertDependenciesRequest,
} from '@credence/api';
import { baseClaimId, DependencyCycleError } from '@credence/engine';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import { canViewArgument, readDependencies } from './arguments.server.ts';
import { assertVisibleClaims, claimIdsIn } from './claims.server.ts';
import { NotFoundError } from './errors.server.ts';
import { parseJson, toJson } from './json.server.ts';

/*
 * Who may change an argument's stored dependencies: every user who may see the argument, but
 * only in their own `DependencySettings` row. The owner's row gives the argument's structure
 * (which premise depends on which) to everyone who has no row of their own, with their own
 * starting values, never the owner's conditional probabilities (`readDependencies`); another
 * user's changes go to that user's row and are read back only by them. So nobody can change
 * what anyone else sees, which is what the mock backend does (the owner's settings are the
 * argument's own, a reader's are an overlay).
 *
 * Which claims a row may name: every id a save adds (map keys and parents, the conditionals'
 * `target|parent & parent` keys, `claimIds`; `~id` names `id`) must be a claim of an argument
 * the user may see — a premise, or an external parent from another visible argument — else 404
 * `Claim <id> not found` and nothing is stored (`assertVisibleClaims`, one query). Ids already in
 * the settings the user works from may stay: a parent whose argument has since become private
 * (or an owner's external parent a reader cannot see) must not make the rest unsavable, and
 * keeping it reveals nothing new. A delete adds no id, so it can always remove such a one.
 */

export type DependencySettingsValue = z.infer<typeof DependenciesResponse>;
type DependencyMap = Record<string, string[]>;
type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** Largest id an SQLite INTEGER column read by Prisma as `Int` holds (larger ids never exist). */
const MAX_INT_ID = 2_147_483_647;

/** Drops premises left without parents (the spec removes them from the map). */
function withoutEmpty(dependencies: DependencyMap): DependencyMap {
  return Object.fromEntries(
    Object.entries(dependencies).filter(([, parents]) => parents.length > 0),
  );
}

/**
 * The first dependency cycle, read as "depends on" (`['a', 'b', 'a']`: a depends on b, which
 * depends on a), or null. Every key of the map is a node and a parent's negation is ignored, so
 * `a → ~a` is a cycle too. The engine finds cycles only while building a premise network (and
 * then builds joint tables of up to 2^24 numbers), too costly to validate a request with; this
 * search is linear and iterative (a long chain cannot overflow the stack). The message comes
 * from the engine's {@link DependencyCycleError}, so the server and the evaluator word it alike.
 */
export function findDependencyCycle(dependencies: DependencyMap): string[] | null {
  const parentsOf = new Map(
    Object.entries(dependencies).map(([target, parents]) => [
      target,
      [...new Set(parents.map(baseClaimId))],
    ]),
  );
  const state = new Map<string, 'onPath' | 'done'>();
  for (const start of parentsOf.keys()) {
    if (state.has(start)) continue;
    const path: string[] = [start];
    const stack: { node: string; next: number }[] = [{ node: start, next: 0 }];
    state.set(start, 'onPath');
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const parents = parentsOf.get(frame.node) ?? [];
      if (frame.next < parents.length) {
        const parent = parents[frame.next++]!;
        const seen = state.get(parent);
        if (seen === 'onPath') return [...path.slice(path.indexOf(parent)), parent];
        if (seen === 'done' || !parentsOf.has(parent)) continue;
        state.set(parent, 'onPath');
        path.push(parent);
        stack.push({ node: parent, next: 0 });
      } else {
        stack.pop();
        path.pop();
        state.set(frame.node, 'done');
      }
    }
  }
  return null;
}

/**
 * Every claim id the settings name (negation stripped): the map's targets and parents and both
 * sides of each conditional's key (`target|parent & parent`), plus `extra`.
 */
function claimIdsOf(settings: DependencySettingsValue, extra: readonly string[] = []): Set<string> {
  const references = [
    ...Object.entries(settings.dependencies).flat(2),
    ...Object.keys(settings.premiseConditionals).flatMap((key) => key.split('|')),
    ...extra,
  ];
  return new Set(references.flatMap(claimIdsIn));
}

/** Throws the engine's {@link DependencyCycleError} when the map has a cycle. */
function assertAcyclic(dependencies: DependencyMap): void {
  const cycle = findDependencyCycle(dependencies);
  if (cycle) throw new DependencyCycleError(cycle);
}

/** The argument's owner, after checking the user may see it ({@link NotFoundError} if not). */
async function visibleArgumentOwner(tx: Tx, userId: number, argumentId: number): Promise<number> {
  const notFound = new NotFoundError(`Argument ${argumentId} not found`);
  if (!Number.isSafeInteger(argumentId) || argumentId < 1 || argumentId > MAX_INT_ID) {
    throw notFound;
  }
  const argument = await tx.argument.findUnique({
    where: { id: argumentId },
    select: { ownerId: true, visibility: true },
  });
  if (!argument || !(await canViewArgument(tx, argument, userId))) throw notFound;
  return argument.ownerId;
}

/** Writes the user's own row. */
async function store(
  tx: Tx,
  userId: number,
  argumentId: number,
  settings: DependencySettingsValue,
): Promise<void> {
  const values = {
    dependencies: toJson(settings.dependencies),
    premiseConditionals: toJson(settings.premiseConditionals),
  };
  await tx.dependencySettings.upsert({
    where: { userId_argumentId: { userId, argumentId } },
    create: { userId, argumentId, ...values },
    update: values,
  });
}

/**
 * `upsertDependencies`: replaces the user's dependencies and premise conditionals of an
 * argument they may see (premises left without parents are dropped). Throws
 * {@link NotFoundError} for missing and invisible arguments and for claims that are missing or
 * in arguments the user may not see (ids already in the settings the user works from excepted,
 * see the top of this file), and {@link DependencyCycleError} when the dependencies form a cycle
 * (nothing is stored then).
 */
export async function saveDependencies(
  db: PrismaClient,
  userId: number,
  argumentId: number,
  body: z.input<typeof UpsertDependenciesRequest>,
): Promise<DependencySettingsValue> {
  return db.$transaction((tx) => saveDependenciesInTransaction(tx, userId, argumentId, body));
}

/**
 * {@link saveDependencies} inside a transaction the caller holds (e.g. an import that creates
 * the argument in the same one): nothing is stored unless all of it is.
 */
export async function saveDependenciesInTransaction(
  tx: Tx,
  userId: number,
  argumentId: number,
  body: z.input<typeof UpsertDependenciesRequest>,
): Promise<DependencySettingsValue> {
  const input = UpsertDependenciesRequest.parse(body);
  const settings = {
    dependencies: withoutEmpty(input.dependencies),
    premiseConditionals: input.premiseConditionals,
  };
  assertAcyclic(settings.dependencies);
  const ownerId = await visibleArgumentOwner(tx, userId, argumentId);
  const kept = claimIdsOf(await readDependencies(tx, userId, { id: argumentId, ownerId }));
  const added = [...claimIdsOf(settings, input.claimIds)].filter((id) => !kept.has(id));
  await assertVisibleClaims(tx, userId, added);
  await store(tx, userId, argumentId, settings);
  return settings;
}

/**
 * `deleteDependency`: removes the dependency of `targetId` on `sourceId` (negated or not) and
 * the conditionals keyed on it from the user's settings (starting from the argument's structure
 * with their starting values when the user has none, as `getArgument` shows them). `removed`
 * says whether anything changed; nothing is written otherwise. {@link NotFoundError} as above; the two ids are only checked when nothing
 * is removed, since removing a stored reference must work even when its claim is no longer
 * visible (the delete adds no id).
 */
export async function deleteDependency(
  db: PrismaClient,
  userId: number,
  argumentId: number,
  query: z.input<typeof DeleteDependencyQuery>,
): Promise<DependencySettingsValue & { removed: boolean }> {
  const { targetId, sourceId } = DeleteDependencyQuery.parse(query);
  return db.$transaction(async (tx) => {
    const ownerId = await visibleArgumentOwner(tx, userId, argumentId);
    const current = await readDependencies(tx, userId, { id: argumentId, ownerId });
    const source = baseClaimId(sourceId);
    const parents = current.dependencies[targetId] ?? [];
    const keptParents = parents.filter((id) => baseClaimId(id) !== source);
    const premiseConditionals = Object.fromEntries(
      Object.entries(current.premiseConditionals).filter(([key]) => {
        const [target, parentList = ''] = key.split('|');
        return !(
          target === targetId &&
          parentList.split('&').some((parent) => baseClaimId(parent.trim()) === source)
        );
      }),
    );
    const removed =
      keptParents.length !== parents.length ||
      Object.keys(premiseConditionals).length !== Object.keys(current.premiseConditionals).length;
    if (!removed) {
      await assertVisibleClaims(tx, userId, [targetId, sourceId]);
      return { removed, ...current };
    }
    const next = {
      dependencies: withoutEmpty({ ...current.dependencies, [targetId]: keptParents }),
      premiseConditionals,
    };
    await store(tx, userId, argumentId, next);
    return { removed, ...next };
  });
}

/**
 * A dependency map and its premise conditionals without the `removed` claims: a removed premise
 * loses its entry, a removed parent leaves its premise's parents (a premise left without parents
 * is dropped), and every conditional whose `target|parent & parent` key names a removed claim
 * goes. Pure; both the dependency settings and the evaluations' per-mode settings use it.
 */
export function withoutRemovedClaims(
  dependencies: DependencyMap,
  conditionals: Record<string, number>,
  removed: ReadonlySet<string>,
): { dependencies: DependencyMap; conditionals: Record<string, number> } {
  const isRemoved = (reference: string) => claimIdsIn(reference).some((id) => removed.has(id));
  return {
    dependencies: withoutEmpty(
      Object.fromEntries(
        Object.entries(dependencies)
          .filter(([target]) => !removed.has(baseClaimId(target)))
          .map(([target, parents]) => [target, parents.filter((parent) => !isRemoved(parent))]),
      ),
    ),
    conditionals: Object.fromEntries(
      Object.entries(conditionals).filter(([key]) => !key.split('|').some(isRemoved)),
    ),
  };
}

/**
 * Removes claims that no longer exist (`removed`: a deleted argument's claims, the premises an
 * edit dropped) from every user's dependency settings of every argument: a removed premise
 * loses its entry, a removed parent leaves its premise's parents (a premise left without parents
 * is dropped), and every premise conditional whose key names a removed claim goes. Other users'
 * rows are cleaned too — a removed claim is a dangling id wherever it is named. Runs inside the
 * caller's transaction; rows that name none of the ids are not written.
 */
export async function removeClaimsFromDependencies(
  tx: Tx,
  removed: ReadonlySet<string>,
): Promise<void> {
  const ids = [...removed].filter(Boolean);
  if (ids.length === 0) return;
  const rows = await tx.dependencySettings.findMany({
    where: {
      OR: ids.flatMap((id) => [
        { dependencies: { contains: id } },
        { premiseConditionals: { contains: id } },
      ]),
    },
  });
  for (const row of rows) {
    const { dependencies: nextDependencies, conditionals: nextConditionals } = withoutRemovedClaims(
      parseJson<DependencyMap>(row.dependencies, {}),
      parseJson<Record<string, number>>(row.premiseConditionals, {}),
      removed,
    );
    const dependenciesText = toJson(nextDependencies);
    const conditionalsText = toJson(nextConditionals);
    if (dependenciesText === row.dependencies && conditionalsText === row.premiseConditionals) {
      continue;
    }
    await tx.dependencySettings.update({
      where: { id: row.id },
      data: { dependencies: dependenciesText, premiseConditionals: conditionalsText },
    });
  }
}
