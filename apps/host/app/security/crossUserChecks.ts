/**
 * What the cross-user suites (`crossUser.http.test.ts`, `crossUserFriends.http.test.ts`) expect
 * of another user's answers: which calls must refuse them, and where an answer would name an
 * argument it must not.
 */
import type { CallName } from '@credence/api';

/**
 * Calls aimed at one of A's records (argument, conditional, version, share token): B must be
 * refused (403/404). The others (B's own settings, AI helpers, lists and batches that filter by
 * visibility) may answer 2xx, as long as nothing of A's comes back.
 */
export const REFUSED: ReadonlySet<CallName> = new Set<CallName>([
  'updateArgument',
  'deleteArgument',
  'saveEvaluation',
  'updateUserArgument',
  'getUserArgument',
  'updateConditionalProbability',
  'getConditionalPatterns',
  'shareArgument',
  'setVisibility',
  'generateImage',
  'getDialecticalSource',
  'listVersions',
  'createVersion',
  'revertVersion',
  'loadDemonstration',
  'linkArgument',
  'upsertDependencies',
  'deleteDependency',
  'getArgument',
  'getSharedArgument',
  'getArgumentNetwork',
  'createClaimEquivalence',
  'deleteClaimEquivalence',
]);

/** Keys under which an answer would name an argument (as a link end or a summary). */
const ARGUMENT_ID_KEYS = new Set(['sourceArgumentId', 'targetArgumentId', 'argumentIds']);

/** Where in `value` one of `ids` appears as an argument: a link end, a dialectic or an argument. */
export function argumentIdLeaks(value: unknown, ids: Set<number>, path = '$'): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => argumentIdLeaks(item, ids, `${path}[${index}]`));
  }
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const leaks: string[] = [];
  // An argument summary or detail: it has a title and an id.
  if ('title' in record && typeof record.id === 'number' && ids.has(record.id)) {
    leaks.push(`${path}.id = ${record.id}`);
  }
  for (const [key, item] of Object.entries(record)) {
    if (ARGUMENT_ID_KEYS.has(key)) {
      const values = Array.isArray(item) ? item : [item];
      for (const id of values)
        if (typeof id === 'number' && ids.has(id)) leaks.push(`${path}.${key} ∋ ${id}`);
    }
    leaks.push(...argumentIdLeaks(item, ids, `${path}.${key}`));
  }
  return leaks;
}
