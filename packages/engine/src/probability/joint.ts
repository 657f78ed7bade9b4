import type { PremiseNetwork } from './network';

/**
 * The probability of every truth-table row under the premise network, in row-number order
 * (first premise = most significant bit). Built by doubling one premise at a time, so it costs
 * about 2·2ⁿ multiplications plus, for each group of linked premises, one pass that multiplies in
 * the group's joint when its last premise has been placed.
 */
export function rowWeights(network: PremiseNetwork): Float64Array {
  const n = network.premiseIds.length;
  const weights = new Float64Array(2 ** n);
  weights[0] = 1;
  const lastMemberOf = network.groups.map((group) => Math.max(...group.members));

  for (let premise = 0, filled = 1; premise < n; premise++, filled *= 2) {
    const group = network.groupOf[premise]!;
    const p = group < 0 ? network.marginals[premise]! : 1;
    const q = group < 0 ? 1 - p : 1;
    for (let row = filled - 1; row >= 0; row--) {
      const weight = weights[row]!;
      weights[2 * row + 1] = weight * p;
      weights[2 * row] = weight * q;
    }
    if (group >= 0 && lastMemberOf[group] === premise) {
      // Every member is placed: premise m sits at bit (premise − m) of the rows filled so far.
      const { members, joint } = network.groups[group]!;
      const shifts = members.map((member) => premise - member);
      for (let row = 0; row < 2 * filled; row++) {
        let local = 0;
        for (let bit = 0; bit < shifts.length; bit++) local |= ((row >> shifts[bit]!) & 1) << bit;
        weights[row]! *= joint[local]!;
      }
    }
  }
  return weights;
}

/**
 * Expectations of a product `F(x) = Π φᵢ(xᵢ)` over the premise joint, for all premises at once:
 * `whenTrue[i] = E[F·1{xᵢ}]` and `whenFalse[i] = E[F·1{¬xᵢ}]`. Independent groups factorise, so
 * the cost is the sum of 2^(group size) over groups, not 2ⁿ. `factorTrue[i]`/`factorFalse[i]`
 * are φᵢ(true) and φᵢ(false).
 */
export interface ProductExpectations {
  total: number;
  whenTrue: Float64Array;
  whenFalse: Float64Array;
}

/** See {@link ProductExpectations}. */
export function productExpectations(
  network: PremiseNetwork,
  factorTrue: Float64Array,
  factorFalse: Float64Array,
): ProductExpectations {
  const n = network.premiseIds.length;
  // Each independent part: its expectation and, per member, the part restricted to member true.
  const partTotals: number[] = [];
  const partOf = new Int32Array(n);
  const partTrue = new Float64Array(n);

  network.groups.forEach((group) => {
    const part = partTotals.length;
    const { members, joint } = group;
    let total = 0;
    const restricted = new Float64Array(members.length);
    for (let conf = 0; conf < joint.length; conf++) {
      let value = joint[conf]!;
      for (let bit = 0; bit < members.length; bit++) {
        const member = members[bit]!;
        value *= ((conf >> bit) & 1) === 1 ? factorTrue[member]! : factorFalse[member]!;
      }
      total += value;
      for (let bit = 0; bit < members.length; bit++)
        if (((conf >> bit) & 1) === 1) restricted[bit]! += value;
    }
    partTotals.push(total);
    members.forEach((member, bit) => {
      partOf[member] = part;
      partTrue[member] = restricted[bit]!;
    });
  });
  for (let premise = 0; premise < n; premise++) {
    if (network.groupOf[premise]! >= 0) continue;
    const p = network.marginals[premise]!;
    partOf[premise] = partTotals.length;
    partTrue[premise] = p * factorTrue[premise]!;
    partTotals.push(partTrue[premise]! + (1 - p) * factorFalse[premise]!);
  }

  // Product of every part but one, without dividing (a part may be 0).
  const parts = partTotals.length;
  const before = new Float64Array(parts + 1);
  const after = new Float64Array(parts + 1);
  before[0] = 1;
  after[parts] = 1;
  for (let k = 0; k < parts; k++) before[k + 1] = before[k]! * partTotals[k]!;
  for (let k = parts - 1; k >= 0; k--) after[k] = after[k + 1]! * partTotals[k]!;

  const whenTrue = new Float64Array(n);
  const whenFalse = new Float64Array(n);
  for (let premise = 0; premise < n; premise++) {
    const part = partOf[premise]!;
    const others = before[part]! * after[part + 1]!;
    whenTrue[premise] = partTrue[premise]! * others;
    whenFalse[premise] = (partTotals[part]! - partTrue[premise]!) * others;
  }
  return { total: before[parts]!, whenTrue, whenFalse };
}
