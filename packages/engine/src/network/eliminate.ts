/**
 * A table over some variables: bit `k − 1 − j` of the index (the first variable the most
 * significant) is the value of variable `vars[j]`.
 */
export interface Factor {
  vars: readonly number[];
  values: Float64Array;
}

/** Sums over every assignment of a product of factors. */
export interface MarginalSums {
  /** Σ over all assignments of the product. */
  total: number;
  /** Per variable: Σ of the product over the assignments where it is true. */
  whenTrue: Float64Array;
  /** Per variable: Σ where it is false. */
  whenFalse: Float64Array;
}

/** A table in the computation, with what it was computed from (for the backward pass). */
interface Node {
  vars: number[];
  /** Freed (null) once no backward step needs it. */
  values: Float64Array | null;
  adjoint: Float64Array | null;
}

type Step =
  | { kind: 'product'; a: Node; b: Node; out: Node }
  | { kind: 'sum'; a: Node; variable: number; out: Node };

/**
 * Exact sums of a product of factors over all 2ⁿ assignments of `variableCount` variables — the
 * total and, for every variable, the part where it is true and where it is false — by variable
 * elimination and its reverse pass.
 *
 * Forward: variables are summed out one at a time, the one whose factors span the fewest
 * variables first (greedy min-size order); each step multiplies the factors that mention the
 * variable and sums it out, so the cost follows the largest table formed (the network's width),
 * not 2ⁿ. Backward: the total is a product and sum of the input tables' entries, so its partial
 * derivative with respect to an entry of a factor is the sum of everything else over the
 * assignments that agree with that entry; entry × derivative, summed where a variable is true,
 * is that variable's part. Both passes together cost about three forward passes, for every
 * variable at once (the junction-tree result, obtained by reverse-mode differentiation).
 */
export function marginalSums(variableCount: number, factors: readonly Factor[]): MarginalSums {
  const inputs: Node[] = factors.map((factor) => ({
    vars: [...factor.vars],
    values: factor.values,
    adjoint: null,
  }));
  const steps: Step[] = [];
  let pool = [...inputs];
  for (const variable of eliminationOrder(
    variableCount,
    inputs.map((node) => node.vars),
  )) {
    const bucket = pool.filter((node) => node.vars.includes(variable));
    if (bucket.length === 0) continue;
    pool = pool.filter((node) => !node.vars.includes(variable));
    let joined = bucket[0]!;
    for (const next of bucket.slice(1)) {
      const out = product(joined, next);
      steps.push({ kind: 'product', a: joined, b: next, out });
      joined = out;
    }
    const out = sumOut(joined, variable);
    steps.push({ kind: 'sum', a: joined, variable, out });
    // A product's table is not read again: its backward step needs only its two inputs.
    if (bucket.length > 1) joined.values = null;
    pool.push(out);
  }
  let result: Node = pool[0] ?? { vars: [], values: Float64Array.of(1), adjoint: null };
  for (const next of pool.slice(1)) {
    const out = product(result, next);
    steps.push({ kind: 'product', a: result, b: next, out });
    result = out;
  }
  const total = result.values![0]!;

  result.adjoint = Float64Array.of(1);
  for (let s = steps.length - 1; s >= 0; s--) backward(steps[s]!);

  const whenTrue = new Float64Array(variableCount);
  const whenFalse = new Float64Array(variableCount);
  for (let variable = 0; variable < variableCount; variable++) {
    // Any input factor that mentions the variable gives its parts; the smallest is cheapest.
    let smallest: Node | undefined;
    for (const node of inputs)
      if (node.vars.includes(variable) && (!smallest || node.vars.length < smallest.vars.length))
        smallest = node;
    if (!smallest) continue;
    const bit = 1 << (smallest.vars.length - 1 - smallest.vars.indexOf(variable));
    const values = smallest.values!;
    const adjoint = smallest.adjoint ?? new Float64Array(values.length);
    let onTrue = 0;
    let onFalse = 0;
    for (let cell = 0; cell < values.length; cell++) {
      if (cell & bit) onTrue += values[cell]! * adjoint[cell]!;
      else onFalse += values[cell]! * adjoint[cell]!;
    }
    whenTrue[variable] = onTrue;
    whenFalse[variable] = onFalse;
  }
  return { total, whenTrue, whenFalse };
}

/**
 * Greedy min-size order: repeatedly the variable whose factors together span the fewest
 * variables (ties: the lowest index). Scopes are bit masks (at most 31 variables).
 */
function eliminationOrder(variableCount: number, scopes: readonly number[][]): number[] {
  let masks = scopes.map((vars) => vars.reduce((mask, v) => mask | (1 << v), 0));
  const order: number[] = [];
  const remaining = new Set(Array.from({ length: variableCount }, (_, v) => v));
  while (remaining.size > 0) {
    let best = -1;
    let bestSize = Number.POSITIVE_INFINITY;
    for (const v of remaining) {
      let union = 0;
      for (const mask of masks) if (mask & (1 << v)) union |= mask;
      const size = popcount(union);
      if (size < bestSize) {
        best = v;
        bestSize = size;
      }
    }
    const bit = 1 << best;
    let union = 0;
    masks = masks.filter((mask) => {
      if (!(mask & bit)) return true;
      union |= mask;
      return false;
    });
    if (union !== 0) masks.push(union & ~bit);
    remaining.delete(best);
    order.push(best);
  }
  return order;
}

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/**
 * Walks the cells of a table over `outVars` in index order, keeping the matching index into a
 * table over `inVars` (variables it lacks are ignored): per step of the cell number, the index
 * moves by the bit that turned on minus those that turned off (an odometer), O(1) a cell.
 */
function odometer(outVars: readonly number[], inVars: readonly number[]) {
  const k = outVars.length;
  const step = new Int32Array(Math.max(k, 1));
  let below = 0;
  for (let b = 0; b < k; b++) {
    const at = inVars.indexOf(outVars[k - 1 - b]!);
    const contribution = at < 0 ? 0 : 1 << (inVars.length - 1 - at);
    step[b] = contribution - below;
    below += contribution;
  }
  return step;
}

/** The index's change from cell `cell − 1` to `cell`, given an {@link odometer}'s steps. */
const advance = (step: Int32Array, cell: number) => step[31 - Math.clz32(cell & -cell)]!;

function product(a: Node, b: Node): Node {
  const vars = [...new Set([...a.vars, ...b.vars])].sort((x, y) => x - y);
  const values = new Float64Array(2 ** vars.length);
  const stepA = odometer(vars, a.vars);
  const stepB = odometer(vars, b.vars);
  const valuesA = a.values!;
  const valuesB = b.values!;
  let ia = 0;
  let ib = 0;
  for (let cell = 0; cell < values.length; cell++) {
    if (cell > 0) {
      ia += advance(stepA, cell);
      ib += advance(stepB, cell);
    }
    values[cell] = valuesA[ia]! * valuesB[ib]!;
  }
  return { vars, values, adjoint: null };
}

function sumOut(a: Node, variable: number): Node {
  const vars = a.vars.filter((v) => v !== variable);
  const values = new Float64Array(2 ** vars.length);
  const step = odometer(vars, a.vars);
  const bit = 1 << (a.vars.length - 1 - a.vars.indexOf(variable));
  const valuesA = a.values!;
  let ia = 0;
  for (let cell = 0; cell < values.length; cell++) {
    if (cell > 0) ia += advance(step, cell);
    values[cell] = valuesA[ia]! + valuesA[ia | bit]!;
  }
  return { vars, values, adjoint: null };
}

/** Adds a step's share of the total's derivative to its inputs' adjoints. */
function backward(step: Step): void {
  const adjointOut = step.out.adjoint;
  if (!adjointOut) return;
  if (step.kind === 'sum') {
    const a = step.a;
    const adjoint = adjointOf(a);
    const stepA = odometer(step.out.vars, a.vars);
    const bit = 1 << (a.vars.length - 1 - a.vars.indexOf(step.variable));
    let ia = 0;
    for (let cell = 0; cell < adjointOut.length; cell++) {
      if (cell > 0) ia += advance(stepA, cell);
      adjoint[ia] = adjoint[ia]! + adjointOut[cell]!;
      adjoint[ia | bit] = adjoint[ia | bit]! + adjointOut[cell]!;
    }
    return;
  }
  const { a, b, out } = step;
  const adjointA = adjointOf(a);
  const adjointB = adjointOf(b);
  const valuesA = a.values!;
  const valuesB = b.values!;
  const stepA = odometer(out.vars, a.vars);
  const stepB = odometer(out.vars, b.vars);
  let ia = 0;
  let ib = 0;
  for (let cell = 0; cell < adjointOut.length; cell++) {
    if (cell > 0) {
      ia += advance(stepA, cell);
      ib += advance(stepB, cell);
    }
    const g = adjointOut[cell]!;
    adjointA[ia] = adjointA[ia]! + g * valuesB[ib]!;
    adjointB[ib] = adjointB[ib]! + g * valuesA[ia]!;
  }
}

/** A node's adjoint, created (zero) on first use. */
function adjointOf(node: Node): Float64Array {
  if (!node.adjoint) node.adjoint = new Float64Array(2 ** node.vars.length);
  return node.adjoint;
}
