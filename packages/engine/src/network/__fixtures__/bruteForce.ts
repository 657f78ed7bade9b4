/**
 * The network semantics written out as plainly as possible, for the property tests: every claim
 * class is a variable, every assignment of them is listed, and its probability is the product of
 * the factors the semantics names, each computed from scratch for that assignment by summing the
 * arguments' own rows. No depth-first enumeration, no factor tables, no bit masks shared with the
 * engine's network code; only `evaluateArgument` (each argument's own rows) is the engine's.
 */
import { DEFAULT_PREMISE_PROBABILITY } from '../../constants';
import { evaluateArgument } from '../../probability/evaluate';
import type { CalculatedValues } from '../../probability/types';
import type { NetworkArgument, NetworkInput } from '../types';

export type BruteForceResult =
  | { loop: true }
  | {
      loop: false;
      pC: number;
      total: number;
      /** Class representative → P(true). */
      marginals: Map<string, number>;
      /** Claim id → class representative, for the ids the network uses. */
      classOfId: Map<string, string>;
      /** Class representative → [P(C | true), P(C | false)] (NaN where the side weighs 0). */
      conditionals: Map<string, [number, number]>;
      variableCount: number;
      leafKeys: string[];
    };

const clamp = (x: number) => Math.min(0.999, Math.max(0.001, x));

/** Sets of claims declared the same; a class is named by its alphabetically first member. */
function classesOf(input: NetworkInput): (id: string) => string {
  const sets: Set<string>[] = [];
  const setOf = (id: string) => sets.find((set) => set.has(id));
  for (const [a, b] of input.equivalences ?? []) {
    const setA = setOf(a);
    const setB = setOf(b);
    if (setA && setB && setA !== setB) {
      for (const id of setB) setA.add(id);
      sets.splice(sets.indexOf(setB), 1);
    } else if (setA) setA.add(b);
    else if (setB) setB.add(a);
    else sets.push(new Set([a, b]));
  }
  return (id) => {
    const set = setOf(id);
    return set ? [...set].sort()[0]! : id;
  };
}

export function bruteForce(input: NetworkInput): BruteForceResult {
  const cls = classesOf(input);
  const argument = (id: string) => input.arguments.find((a) => a.id === id)!;
  const premiseClasses = (a: NetworkArgument) => a.input.premises.map((p) => cls(p.id));
  const sameArgument = (a: NetworkArgument, b: NetworkArgument) =>
    cls(a.conclusionId) === cls(b.conclusionId) &&
    JSON.stringify([...new Set(premiseClasses(a))].sort()) ===
      JSON.stringify([...new Set(premiseClasses(b))].sort());

  // Who is in the network, in the order met, and who concludes each class.
  const order: NetworkArgument[] = [argument(input.rootArgumentId)];
  const concluders = new Map<string, { arg: NetworkArgument; refute: boolean }[]>();
  const owner = new Map<string, { arg: number; premise: number }>();
  const classOfId = new Map<string, string>();
  for (let i = 0; i < order.length; i++) {
    order[i]!.input.premises.forEach((premise, k) => {
      const c = cls(premise.id);
      classOfId.set(premise.id, c);
      if (owner.has(c)) return;
      owner.set(c, { arg: i, premise: k });
      const list: { arg: NetworkArgument; refute: boolean }[] = [];
      for (const link of input.links) {
        if (cls(link.targetClaimId) !== c) continue;
        classOfId.set(link.targetClaimId, c);
        const a = argument(link.argumentId);
        const refute = link.type === 'refute';
        if (list.some((x) => x.arg === a && x.refute === refute)) continue;
        if (list.some((x) => x.arg !== a && x.refute === refute && sameArgument(x.arg, a)))
          continue;
        list.push({ arg: a, refute });
        if (!order.includes(a)) order.push(a);
      }
      concluders.set(c, list);
    });
  }
  const keys = [...owner.keys()];
  const isDerived = (c: string) => concluders.get(c)!.length > 0;

  // A loop: Kahn's algorithm over "derived class ← the classes its concluders' premises are".
  const rootConclusion = cls(order[0]!.conclusionId);
  if (keys.includes(rootConclusion)) return { loop: true };
  const parents = new Map(
    keys.map((c) => [c, new Set(concluders.get(c)!.flatMap(({ arg }) => premiseClasses(arg)))]),
  );
  const done = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of keys)
      if (!done.has(c) && [...parents.get(c)!].every((p) => done.has(p))) {
        done.add(c);
        changed = true;
      }
  }
  if (done.size < keys.length) return { loop: true };

  const evaluations = new Map<NetworkArgument, CalculatedValues>(
    order.map((a) => [a, evaluateArgument(a.input)]),
  );
  const n = keys.length;
  const value = (assignment: number, c: string) => (assignment >> keys.indexOf(c)) & 1;
  /** P(C|row) of argument `a` for the row its premises take under the assignment. */
  const tableValue = (a: NetworkArgument, assignment: number) => {
    const m = a.input.premises.length;
    let row = 0;
    a.input.premises.forEach((p, k) => {
      if (value(assignment, cls(p.id))) row += 2 ** (m - 1 - k);
    });
    return evaluations.get(a)!.debugData.rows.conditionals[row]!;
  };
  /** Σ of argument i's row weights over rows agreeing with the assignment on `classes`. */
  const weightAgreeing = (i: number, classes: string[], assignment: number) => {
    const a = order[i]!;
    const m = a.input.premises.length;
    const weights = evaluations.get(a)!.debugData.rows.weights;
    let sum = 0;
    for (let row = 0; row < 2 ** m; row++) {
      const agrees = classes.every((c) => {
        const first = premiseClasses(a).indexOf(c);
        return ((row >> (m - 1 - first)) & 1) === value(assignment, c);
      });
      if (agrees) sum += weights[row]!;
    }
    return sum;
  };

  let total = 0;
  let totalC = 0;
  const whenTrue = new Map(keys.map((c) => [c, [0, 0]]));
  const whenFalse = new Map(keys.map((c) => [c, [0, 0]]));
  for (let assignment = 0; assignment < 2 ** n; assignment++) {
    let joint = 1;
    // Leaf blocks: P(owned | shared) under each argument's own premise joint.
    order.forEach((a, i) => {
      const leaves = [...new Set(premiseClasses(a))].filter((c) => !isDerived(c));
      const ownedHere = leaves.filter((c) => owner.get(c)!.arg === i);
      if (ownedHere.length === 0) return;
      const shared = leaves.filter((c) => owner.get(c)!.arg !== i);
      const given = weightAgreeing(i, shared, assignment);
      joint *=
        given > 0
          ? weightAgreeing(i, leaves, assignment) / given
          : weightAgreeing(i, ownedHere, assignment);
    });
    // Derived claims: odds with the user's credence as prior.
    for (const c of keys) {
      if (!isDerived(c)) continue;
      const { arg, premise } = owner.get(c)!;
      const entered = order[arg]!.input.premises[premise]!.probability;
      const q = clamp(
        typeof entered === 'number' && Number.isFinite(entered)
          ? Math.min(1, Math.max(0, entered))
          : DEFAULT_PREMISE_PROBABILITY,
      );
      let odds = q / (1 - q);
      for (const { arg: a, refute } of concluders.get(c)!) {
        const p = clamp(refute ? 1 - tableValue(a, assignment) : tableValue(a, assignment));
        odds *= p / (1 - p) / (q / (1 - q));
      }
      const probability = clamp(odds / (1 + odds));
      joint *= value(assignment, c) ? probability : 1 - probability;
    }
    const t = tableValue(order[0]!, assignment);
    total += joint;
    totalC += joint * t;
    for (const c of keys) {
      const side = value(assignment, c) ? whenTrue.get(c)! : whenFalse.get(c)!;
      side[0] = side[0]! + joint;
      side[1] = side[1]! + joint * t;
    }
  }
  return {
    loop: false,
    pC: totalC / total,
    total,
    marginals: new Map(keys.map((c) => [c, whenTrue.get(c)![0]! / total])),
    classOfId,
    conditionals: new Map(
      keys.map((c) => {
        const [wt, wtc] = whenTrue.get(c)!;
        const [wf, wfc] = whenFalse.get(c)!;
        return [c, [wt! > 0 ? wtc! / wt! : Number.NaN, wf! > 0 ? wfc! / wf! : Number.NaN]];
      }),
    ),
    variableCount: n,
    leafKeys: keys.filter((c) => !isDerived(c)),
  };
}
