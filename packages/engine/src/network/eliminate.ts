import { advance, odometer } from './odometer';

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
  /** For an input factor: whether its adjoint is read (every computed table's always is). */
  wanted?: boolean;
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

  // Each variable's parts are read from the smallest input factor that mentions it; only those
  // factors need their adjoint (the others' would cost a table's worth of time and memory).
  const source = new Map<number, Node>();
  for (const node of [...inputs].sort((x, y) => x.vars.length - y.vars.length))
    for (const variable of node.vars) if (!source.has(variable)) source.set(variable, node);
  const needed = new Set(source.values());
  for (const node of inputs) node.wanted = needed.has(node);

  result.adjoint = Float64Array.of(1);
  for (let s = steps.length - 1; s >= 0; s--) backward(steps[s]!);

  const whenTrue = new Float64Array(variableCount);
  const whenFalse = new Float64Array(variableCount);
  for (const node of needed) {
    const parts = variableParts(node);
    node.vars.forEach((variable, j) => {
      if (source.get(variable) !== node) return;
      whenFalse[variable] = parts[2 * j]!;
      whenTrue[variable] = parts[2 * j + 1]!;
    });
  }
  return { total, whenTrue, whenFalse };
}

/**
 * For each variable of an input factor, Σ entry × adjoint where it is false and where true
 * (`[false₀, true₀, false₁, true₁, …]`), by folding: the first variable splits the table into
 * halves, whose sums are its parts; adding the halves leaves a table over the rest, and so on —
 * 2·2ᵏ additions in all, not k·2ᵏ.
 */
function variableParts(node: Node): Float64Array {
  const values = node.values!;
  const adjoint = node.adjoint ?? new Float64Array(values.length);
  const table = new Float64Array(values.length);
  for (let cell = 0; cell < table.length; cell++) table[cell] = values[cell]! * adjoint[cell]!;
  const parts = new Float64Array(2 * node.vars.length);
  // Folded in place: the halves are added into the lower half, which is then the next table.
  let size = table.length;
  for (let j = 0; j < node.vars.length; j++) {
    const half = size / 2;
    let onFalse = 0;
    let onTrue = 0;
    for (let cell = 0; cell < half; cell++) {
      const low = table[cell]!;
      const high = table[cell + half]!;
      onFalse += low;
      onTrue += high;
      table[cell] = low + high;
    }
    parts[2 * j] = onFalse;
    parts[2 * j + 1] = onTrue;
    size = half;
  }
  return parts;
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

/** The odometer from a table over `outVars` into one over `inVars` (variables it lacks ignored). */
function stepsInto(outVars: readonly number[], inVars: readonly number[]): Int32Array {
  const k = outVars.length;
  return odometer(
    Array.from({ length: k }, (_, b) => {
      const at = inVars.indexOf(outVars[k - 1 - b]!);
      return at < 0 ? 0 : 1 << (inVars.length - 1 - at);
    }),
  );
}

/** Whether two variable lists are the same, in the same order (then indices coincide). */
function sameOrder(x: readonly number[], y: readonly number[]): boolean {
  return x.length === y.length && x.every((v, j) => v === y[j]);
}

function product(a: Node, b: Node): Node {
  const vars = [...new Set([...a.vars, ...b.vars])].sort((x, y) => x - y);
  const values = new Float64Array(2 ** vars.length);
  const valuesA = a.values!;
  const valuesB = b.values!;
  if (sameOrder(a.vars, vars) && sameOrder(b.vars, vars)) {
    for (let cell = 0; cell < values.length; cell++) values[cell] = valuesA[cell]! * valuesB[cell]!;
    return { vars, values, adjoint: null };
  }
  const stepA = stepsInto(vars, a.vars);
  const stepB = stepsInto(vars, b.vars);
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

/**
 * The summed variable's bit position in `a`: a cell of the result is `a`'s index with a 0 bit
 * inserted there (the other variables keep their order), so no odometer is needed.
 */
function summedBit(a: Node, variable: number): number {
  return a.vars.length - 1 - a.vars.indexOf(variable);
}

function sumOut(a: Node, variable: number): Node {
  const vars = a.vars.filter((v) => v !== variable);
  const values = new Float64Array(2 ** vars.length);
  const low = summedBit(a, variable);
  const lowMask = (1 << low) - 1;
  const bit = 1 << low;
  const valuesA = a.values!;
  for (let cell = 0; cell < values.length; cell++) {
    const ia = ((cell >>> low) << (low + 1)) | (cell & lowMask);
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
    if (a.wanted === false) return;
    const adjoint = adjointOf(a);
    const low = summedBit(a, step.variable);
    const lowMask = (1 << low) - 1;
    const bit = 1 << low;
    for (let cell = 0; cell < adjointOut.length; cell++) {
      const ia = ((cell >>> low) << (low + 1)) | (cell & lowMask);
      adjoint[ia] = adjoint[ia]! + adjointOut[cell]!;
      adjoint[ia | bit] = adjoint[ia | bit]! + adjointOut[cell]!;
    }
    return;
  }
  const { a, b, out } = step;
  const wantA = a.wanted !== false;
  const wantB = b.wanted !== false;
  if (!wantA && !wantB) return;
  const adjointA = wantA ? adjointOf(a) : undefined;
  const adjointB = wantB ? adjointOf(b) : undefined;
  const valuesA = a.values!;
  const valuesB = b.values!;
  if (sameOrder(a.vars, out.vars) && sameOrder(b.vars, out.vars)) {
    for (let cell = 0; cell < adjointOut.length; cell++) {
      const g = adjointOut[cell]!;
      if (adjointA) adjointA[cell] = adjointA[cell]! + g * valuesB[cell]!;
      if (adjointB) adjointB[cell] = adjointB[cell]! + g * valuesA[cell]!;
    }
    return;
  }
  const stepA = stepsInto(out.vars, a.vars);
  const stepB = stepsInto(out.vars, b.vars);
  let ia = 0;
  let ib = 0;
  for (let cell = 0; cell < adjointOut.length; cell++) {
    if (cell > 0) {
      ia += advance(stepA, cell);
      ib += advance(stepB, cell);
    }
    const g = adjointOut[cell]!;
    if (adjointA) adjointA[ia] = adjointA[ia]! + g * valuesB[ib]!;
    if (adjointB) adjointB[ib] = adjointB[ib]! + g * valuesA[ia]!;
  }
}

/** A node's adjoint, created (zero) on first use. */
function adjointOf(node: Node): Float64Array {
  if (!node.adjoint) node.adjoint = new Float64Array(2 ** node.vars.length);
  return node.adjoint;
}
