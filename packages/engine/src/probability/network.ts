import { DEFAULT_PREMISE_PROBABILITY, DISCREPANCY_TOLERANCE, NEAR_ZERO } from '../constants';
import { clamp01, finiteOrUndefined, probabilityOr } from './clamp';
import { parentLists, topologicalOrder } from './dependencies';
import { TooManyPremisesError } from './errors';
import { noisyOrFromSliders, noisyOrProbability } from './noisyOr';
import { MAX_TABLE_PREMISES } from './rows';
import type {
  CalculatedDependency,
  ChainRuleTerm,
  PremiseNetworkInput,
  PremisesMethod,
  PremisesProbability,
  PremiseValue,
  UsedConditional,
} from './types';

/**
 * The premises and their external parents as a Bayesian network. Premises linked by dependencies
 * form a group (a connected component); groups are independent of each other, so the premise
 * joint is the product of the groups' joints. Each group's joint is held over its own premises
 * only (external parents summed out), which keeps every computation proportional to 2^(group
 * size) instead of 2^(all premises).
 */
export interface PremiseGroup {
  /** Premise indices in evaluation order: every parent before its child. */
  members: number[];
  /** P(assignment) over the members; bit t of the index is `members[t]`. Sums to 1. */
  joint: Float64Array;
}

/** A built premise network. */
export interface PremiseNetwork {
  premiseIds: readonly string[];
  /** Groups of two or more linked premises; unlinked premises are not listed here. */
  groups: PremiseGroup[];
  /** Premise index → index into `groups`, or -1 for an unlinked premise. */
  groupOf: Int32Array;
  /** Each premise's probability of being true under the network. */
  marginals: Float64Array;
  summary: PremisesProbability;
}

/** The pair of conditionals a premise uses for one parent: P(i|j) and P(i|¬j). */
interface ParentConditionals {
  whenTrue: number;
  whenFalse: number;
  /** Both were given, so they fix the premise's value (marginalization). */
  bothGiven: boolean;
}

const conditionalKey = (target: string, parent: string, negated: boolean): string =>
  `${target}|${negated ? '~' : ''}${parent}`;

/** A variable of a group while its joint is being built: a premise or an external claim. */
interface GroupVariable {
  id: string;
  premise: number; // -1 for an external claim
}

/** Builds the premise network. Throws `DependencyCycleError` for a dependency cycle. */
export function buildPremiseNetwork(input: PremiseNetworkInput): PremiseNetwork {
  const premiseIds = input.premises.map((premise) => premise.id);
  const duplicate = premiseIds.find((id, index) => premiseIds.indexOf(id) !== index);
  if (duplicate !== undefined) throw new Error(`Premise id "${duplicate}" appears twice.`);

  const credences = input.premises.map((premise) =>
    probabilityOr(premise.probability, DEFAULT_PREMISE_PROBABILITY),
  );
  const conditionals = input.premiseConditionals ?? {};
  const externals = input.externalClaims ?? {};
  const indexOf = new Map(premiseIds.map((id, index) => [id, index]));
  const parents = parentLists(premiseIds, input.dependencies);
  const order = topologicalOrder(premiseIds, parents);

  const usedConditionals: UsedConditional[] = [];
  const calculatedDependencies: CalculatedDependency[] = [];
  const marginalizedPremises: Record<string, number> = {};
  const notes: string[] = [];
  const marginalized = new Uint8Array(premiseIds.length);
  let hasExternalParent = false;

  /** P(i|j) and P(i|¬j): given ones as they are, a missing one derived from the credences. */
  const conditionalsFor = (
    premise: number,
    parentId: string,
    parentTrue: number,
  ): ParentConditionals => {
    const target = premiseIds[premise]!;
    const own = credences[premise]!;
    const whenTrueKey = conditionalKey(target, parentId, false);
    const whenFalseKey = conditionalKey(target, parentId, true);
    const givenTrue = finiteOrUndefined(conditionals[whenTrueKey]);
    const givenFalse = finiteOrUndefined(conditionals[whenFalseKey]);
    const record = (
      key: string,
      negated: boolean,
      value: number,
      source: UsedConditional['source'],
      note?: string,
    ) => {
      usedConditionals.push({
        key,
        premiseId: target,
        parentId,
        negated,
        value,
        source,
        ...(note ? { note } : {}),
      });
    };

    if (givenTrue === undefined && givenFalse === undefined) {
      record(whenTrueKey, false, own, 'independent');
      record(whenFalseKey, true, own, 'independent');
      return { whenTrue: own, whenFalse: own, bothGiven: false };
    }
    if (givenTrue !== undefined && givenFalse !== undefined) {
      const whenTrue = clamp01(givenTrue);
      const whenFalse = clamp01(givenFalse);
      // What the user's own credence says each should be, given the other: flags stale records.
      const check = (stored: number, partner: number, partnerWeight: number, divisor: number) => {
        if (divisor <= NEAR_ZERO) return {};
        const calculated = clamp01((own - partner * partnerWeight) / divisor);
        return { calculated, mismatch: Math.abs(stored - calculated) > DISCREPANCY_TOLERANCE };
      };
      usedConditionals.push(
        {
          key: whenTrueKey,
          premiseId: target,
          parentId,
          negated: false,
          value: whenTrue,
          source: 'given',
          ...check(whenTrue, whenFalse, 1 - parentTrue, parentTrue),
        },
        {
          key: whenFalseKey,
          premiseId: target,
          parentId,
          negated: true,
          value: whenFalse,
          source: 'given',
          ...check(whenFalse, whenTrue, parentTrue, 1 - parentTrue),
        },
      );
      return { whenTrue, whenFalse, bothGiven: true };
    }
    // One conditional is given: the other follows from P(i) = P(i|j)·P(j) + P(i|¬j)·(1 − P(j)).
    const deriveFalse = givenTrue !== undefined;
    const given = clamp01((deriveFalse ? givenTrue : givenFalse)!);
    const divisor = deriveFalse ? 1 - parentTrue : parentTrue;
    const givenWeight = deriveFalse ? parentTrue : 1 - parentTrue;
    let derived: number;
    let note: string | undefined;
    if (divisor <= NEAR_ZERO) {
      derived = 0.5;
      note = `Cannot calculate: P(${deriveFalse ? '~' : ''}${parentId}) ≈ 0`;
      notes.push(note);
    } else {
      derived = clamp01((own - given * givenWeight) / divisor);
    }
    record(deriveFalse ? whenTrueKey : whenFalseKey, !deriveFalse, given, 'given');
    record(deriveFalse ? whenFalseKey : whenTrueKey, deriveFalse, derived, 'derived', note);
    return deriveFalse
      ? { whenTrue: given, whenFalse: derived, bothGiven: false }
      : { whenTrue: derived, whenFalse: given, bothGiven: false };
  };

  // Group premises (and external parents) that are linked by a dependency.
  const groupRoot = premiseIds.map((_, index) => index);
  const find = (node: number): number => {
    let root = node;
    while (groupRoot[root] !== root) root = groupRoot[root]!;
    return root;
  };
  const externalOwner = new Map<string, number>();
  parents.forEach((list, child) => {
    for (const parentId of list) {
      const parent = indexOf.get(parentId) ?? externalOwner.get(parentId);
      if (parent === undefined) externalOwner.set(parentId, child);
      else groupRoot[find(parent)] = find(child);
    }
  });

  const groupOf = new Int32Array(premiseIds.length).fill(-1);
  const groups: PremiseGroup[] = [];
  const marginals = Float64Array.from(credences);
  const membersByRoot = new Map<number, number[]>();
  const isParent = new Set(parents.flat());
  for (const premise of order) {
    if (parents[premise]!.length === 0 && !isParent.has(premiseIds[premise]!)) continue;
    const root = find(premise);
    const members = membersByRoot.get(root) ?? [];
    members.push(premise);
    membersByRoot.set(root, members);
  }

  for (const members of membersByRoot.values()) {
    const externalIds = [
      ...new Set(members.flatMap((m) => parents[m]!.filter((id) => !indexOf.has(id)))),
    ];
    if (externalIds.length > 0) hasExternalParent = true;
    const variables: GroupVariable[] = [
      ...externalIds.map((id) => ({ id, premise: -1 })),
      ...members.map((premise) => ({ id: premiseIds[premise]!, premise })),
    ];
    if (variables.length > MAX_TABLE_PREMISES) {
      throw new TooManyPremisesError(
        variables.length,
        MAX_TABLE_PREMISES,
        'linked claims in one dependency group',
      );
    }
    const bitOf = new Map(variables.map((variable, bit) => [variable.id, bit]));
    const joint = new Float64Array(2 ** variables.length);
    joint[0] = 1;

    variables.forEach((variable, bit) => {
      const filled = 2 ** bit;
      let probabilityTrue: (conf: number) => number;
      if (variable.premise < 0) {
        const p = probabilityOr(externals[variable.id], DEFAULT_PREMISE_PROBABILITY);
        probabilityTrue = () => p;
      } else {
        const premise = variable.premise;
        const parentIds = parents[premise]!;
        const parentBits = parentIds.map((id) => bitOf.get(id)!);
        const parentTrue = parentBits.map((parentBit) => marginalOfBit(joint, filled, parentBit));
        const pairs = parentIds.map((id, k) => conditionalsFor(premise, id, parentTrue[k]!));
        if (parentIds.length === 0) {
          const p = credences[premise]!;
          probabilityTrue = () => p;
        } else if (parentIds.length === 1) {
          const { whenTrue, whenFalse, bothGiven } = pairs[0]!;
          const parentBit = parentBits[0]!;
          probabilityTrue = (conf) => (((conf >> parentBit) & 1) === 1 ? whenTrue : whenFalse);
          if (bothGiven) marginalized[premise] = 1;
        } else {
          const model = noisyOrFromSliders(
            pairs.map((pair) => pair.whenTrue),
            pairs.map((pair) => pair.whenFalse),
          );
          const table = new Float64Array(2 ** parentIds.length);
          for (let parentConf = 0; parentConf < table.length; parentConf++) {
            table[parentConf] = noisyOrProbability(model, (k) => ((parentConf >> k) & 1) === 1);
          }
          probabilityTrue = (conf) => {
            let parentConf = 0;
            for (let k = 0; k < parentBits.length; k++)
              parentConf |= ((conf >> parentBits[k]!) & 1) << k;
            return table[parentConf]!;
          };
          const target = premiseIds[premise]!;
          calculatedDependencies.push({
            key: `${target}|${parentIds.join(' & ')}`,
            premiseId: target,
            parentIds: [...parentIds],
            leak: model.leak,
            causalEffect: Object.fromEntries(parentIds.map((id, k) => [id, model.powers[k]!])),
            conditionalProbability: table[table.length - 1]!,
          });
        }
      }
      // Doubling: the new variable is the top bit, so its false half stays in place.
      for (let conf = filled - 1; conf >= 0; conf--) {
        const weight = joint[conf]!;
        const p = probabilityTrue(conf);
        joint[conf + filled] = weight * p;
        joint[conf] = weight * (1 - p);
      }
    });

    // Sum the external claims (the low bits) out of the joint.
    const externalSpan = 2 ** externalIds.length;
    const premiseJoint = new Float64Array(2 ** members.length);
    for (let conf = 0; conf < joint.length; conf++)
      premiseJoint[Math.floor(conf / externalSpan)]! += joint[conf]!;
    const group = groups.length;
    groups.push({ members, joint: premiseJoint });
    members.forEach((premise, bit) => {
      groupOf[premise] = group;
      marginals[premise] = marginalOfBit(premiseJoint, premiseJoint.length, bit);
    });
  }

  const premiseValues: Record<string, PremiseValue> = {};
  premiseIds.forEach((id, index) => {
    premiseValues[id] = {
      input: credences[index]!,
      effective: marginals[index]!,
      marginalized: marginalized[index] === 1,
    };
    if (marginalized[index] === 1) marginalizedPremises[id] = marginals[index]!;
  });

  const chainRuleTerms = chainRule(premiseIds, groups, groupOf, marginals);
  const pPremises = chainRuleTerms.reduce((product, term) => product * term.probability, 1);
  const hasDependencies = groups.length > 0;
  const method: PremisesMethod = !hasDependencies
    ? 'independence assumption'
    : hasExternalParent
      ? 'chain rule with marginalized premises'
      : 'chain rule';

  return {
    premiseIds,
    groups,
    groupOf,
    marginals,
    summary: {
      pPremises,
      method,
      chainRuleTerms,
      usedConditionals,
      calculatedDependencies,
      marginalizedPremises,
      premiseValues,
      notes,
    },
  };
}

/** P(variable at `bit` is true) over the first `filled` entries of a joint. */
function marginalOfBit(joint: Float64Array, filled: number, bit: number): number {
  let sum = 0;
  for (let conf = 0; conf < filled; conf++) if (((conf >> bit) & 1) === 1) sum += joint[conf]!;
  return sum;
}

/**
 * P(all premises true) as a product of chain-rule factors: unlinked premises contribute their own
 * credence; a group contributes P(member | earlier members true) for each member in order.
 */
function chainRule(
  premiseIds: readonly string[],
  groups: readonly PremiseGroup[],
  groupOf: Int32Array,
  marginals: Float64Array,
): ChainRuleTerm[] {
  const terms: ChainRuleTerm[] = [];
  const emitted = new Set<number>();
  premiseIds.forEach((id, premise) => {
    const group = groupOf[premise]!;
    if (group < 0) {
      terms.push({ premiseId: id, givenIds: [], probability: marginals[premise]! });
      return;
    }
    if (emitted.has(group)) return;
    emitted.add(group);
    const { members, joint } = groups[group]!;
    let previous = 1;
    members.forEach((member, bit) => {
      const mask = 2 ** (bit + 1) - 1;
      let prefixTrue = 0;
      for (let conf = 0; conf < joint.length; conf++)
        if ((conf & mask) === mask) prefixTrue += joint[conf]!;
      terms.push({
        premiseId: premiseIds[member]!,
        givenIds: members.slice(0, bit).map((earlier) => premiseIds[earlier]!),
        probability: previous > 0 ? Math.min(1, prefixTrue / previous) : 0,
      });
      previous = prefixTrue;
    });
  });
  return terms;
}
