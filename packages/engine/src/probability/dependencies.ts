import { DEFAULT_DEPENDENCY_CONDITIONAL } from '../constants';
import { baseClaimId, isNegatedId } from '../text/negation';
import { DependencyCycleError } from './errors';
import type { ConditionalMap, DependencyMap } from './types';

/** `~id` → `{ id, negated: true }`; repeated `~` cancel in pairs, as in the text helpers. */
export function parseClaimRef(ref: string): { id: string; negated: boolean } {
  return { id: baseClaimId(ref), negated: isNegatedId(ref) };
}

/**
 * The conditional probabilities a person starts from on a dependency structure someone else
 * set (a friend or reader of another person's argument): each dependency `target → ref` at
 * {@link DEFAULT_DEPENDENCY_CONDITIONAL} under the key `target|ref`, as a dependency they add
 * themselves starts — never the author's values, which are the author's own evaluation.
 */
export function startingConditionals(dependencies: DependencyMap): ConditionalMap {
  const conditionals: ConditionalMap = {};
  for (const [target, refs] of Object.entries(dependencies)) {
    if (!Array.isArray(refs)) continue;
    for (const ref of refs) {
      if (typeof ref === 'string' && ref !== '') {
        conditionals[`${target}|${ref}`] = DEFAULT_DEPENDENCY_CONDITIONAL;
      }
    }
  }
  return conditionals;
}

/** Premise index → the distinct parent claim ids it depends on (negation stripped). */
export type ParentLists = string[][];

/**
 * The dependencies the maths uses: premise ids with a non-empty array of non-empty refs, each
 * parent once. Entries for ids that are not premises are left out.
 */
export function parentLists(
  premiseIds: readonly string[],
  dependencies: DependencyMap = {},
): ParentLists {
  const indexOf = new Map(premiseIds.map((id, index) => [id, index]));
  const lists: ParentLists = premiseIds.map(() => []);
  for (const [target, refs] of Object.entries(dependencies)) {
    const index = indexOf.get(target);
    if (index === undefined || !Array.isArray(refs)) continue;
    const parents = lists[index]!;
    for (const ref of refs) {
      if (typeof ref !== 'string') continue;
      const { id } = parseClaimRef(ref);
      if (id !== '' && !parents.includes(id)) parents.push(id);
    }
  }
  return lists;
}

/**
 * Premise indices with every internal parent before its child, otherwise in premise order.
 * Throws {@link DependencyCycleError} naming the cycle when there is no such order.
 */
export function topologicalOrder(premiseIds: readonly string[], parents: ParentLists): number[] {
  const indexOf = new Map(premiseIds.map((id, index) => [id, index]));
  const state = new Uint8Array(premiseIds.length); // 0 new, 1 on the path, 2 done
  const order: number[] = [];
  const path: number[] = [];

  const visit = (start: number): void => {
    // Iterative depth-first search: a deep chain cannot overflow the stack.
    const stack: Array<{ node: number; next: number }> = [{ node: start, next: 0 }];
    state[start] = 1;
    path.push(start);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const parentIds = parents[frame.node]!;
      if (frame.next < parentIds.length) {
        const parent = indexOf.get(parentIds[frame.next++]!);
        if (parent === undefined || state[parent] === 2) continue;
        if (state[parent] === 1) {
          const cycle = path.slice(path.indexOf(parent)).map((i) => premiseIds[i]!);
          // Read left to right as "depends on": a → b means a depends on b.
          throw new DependencyCycleError([...cycle, premiseIds[parent]!]);
        }
        state[parent] = 1;
        path.push(parent);
        stack.push({ node: parent, next: 0 });
      } else {
        stack.pop();
        path.pop();
        state[frame.node] = 2;
        order.push(frame.node);
      }
    }
  };

  for (let index = 0; index < premiseIds.length; index++) if (state[index] === 0) visit(index);
  return order;
}
