/**
 * A small CDCL satisfiability solver, internal to the logic module: the counterexample finder
 * and the countermodel search reduce their questions to it.
 *
 * Clauses are lists of literals over variables `0, 1, 2, …`. A literal is `2v` (variable `v`
 * true) or `2v + 1` (`v` false), so `literal ^ 1` is its negation. The solver is MiniSat-like:
 * two watched literals per clause, first-UIP clause learning with local minimisation, VSIDS
 * branching over a binary heap with phase saving, Luby restarts and removal of learnt clauses
 * by literal block distance. Clauses may be added after a `solve` (for blocking clauses).
 */

/** The literal "variable `v` is true". */
export function positive(variable: number): number {
  return variable << 1;
}

/** The literal "variable `v` is false". */
export function negative(variable: number): number {
  return (variable << 1) | 1;
}

/** The negation of a literal. */
export function negate(literal: number): number {
  return literal ^ 1;
}

/** The variable of a literal. */
export function variableOf(literal: number): number {
  return literal >> 1;
}

/** What {@link SatSolver.solve} found: a model, a proof that none exists, or neither in budget. */
export type SatOutcome = 'sat' | 'unsat' | 'unknown';

const UNASSIGNED = 0;
const TRUE = 1;
const FALSE = -1;
const NO_REASON = -1;
const VAR_DECAY = 1 / 0.95;
const CLAUSE_DECAY = 1 / 0.999;
const RESTART_UNIT = 100;

/** The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, … (0-based index). */
function luby(index: number): number {
  let size = 1;
  let sequence = 0;
  while (size < index + 1) {
    sequence++;
    size = 2 * size + 1;
  }
  let x = index;
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    sequence--;
    x %= size;
  }
  return 2 ** sequence;
}

/** Tuning of a {@link SatSolver}. */
export interface SatSolverOptions {
  /** Learnt clauses kept before the least useful half is removed (grows by 10% each time). */
  readonly learntLimit?: number;
}

export class SatSolver {
  /** Per variable: {@link TRUE}, {@link FALSE} or {@link UNASSIGNED}. */
  private readonly assigns: number[] = [];
  private readonly levels: number[] = [];
  /** Per variable: the clause that implied it, or {@link NO_REASON}. */
  private readonly reasons: number[] = [];
  private readonly activity: number[] = [];
  /** Per variable: the value it had last (phase saving); starts false. */
  private readonly phase: boolean[] = [];
  private seenFlags = new Uint8Array(64);

  /** Clause literals; a clause's first two literals are the watched ones. */
  private readonly clauses: number[][] = [];
  private readonly learnt: boolean[] = [];
  private readonly removed: boolean[] = [];
  private readonly clauseActivity: number[] = [];
  private readonly blockDistance: number[] = [];
  /** Per literal: the clauses watching it (visited when it becomes false). */
  private readonly watches: number[][] = [];

  private readonly trail: number[] = [];
  private readonly trailLimits: number[] = [];
  private queueHead = 0;

  /** Binary max-heap of variables by activity, with each variable's index in it (-1 if out). */
  private readonly heap: number[] = [];
  private readonly heapIndex: number[] = [];

  private varIncrement = 1;
  private clauseIncrement = 1;
  private learntCount = 0;
  private maxLearnts: number;
  private inconsistent = false;
  private modelValues: boolean[] = [];

  /** Conflicts met over all calls to {@link solve} (for tests and budgets). */
  conflicts = 0;

  constructor(options: SatSolverOptions = {}) {
    this.maxLearnts = options.learntLimit ?? 4000;
  }

  /** The number of variables created. */
  get variableCount(): number {
    return this.assigns.length;
  }

  /** The number of clauses stored (original and learnt, including removed ones). */
  get clauseCount(): number {
    return this.clauses.length;
  }

  /** Creates a variable and returns its index. */
  newVariable(): number {
    const v = this.assigns.length;
    this.assigns.push(UNASSIGNED);
    this.levels.push(0);
    this.reasons.push(NO_REASON);
    this.activity.push(0);
    this.phase.push(false);
    this.watches.push([], []);
    this.heapIndex.push(-1);
    if (this.seenFlags.length <= v) {
      const grown = new Uint8Array(this.seenFlags.length * 2);
      grown.set(this.seenFlags);
      this.seenFlags = grown;
    }
    this.heapInsert(v);
    return v;
  }

  /**
   * Adds a clause (a disjunction of literals). Returns false when the clauses are now known to
   * be unsatisfiable. May be called between `solve` calls; it undoes the last model's choices.
   */
  addClause(literals: readonly number[]): boolean {
    if (this.inconsistent) return false;
    this.cancelUntil(0);
    const kept: number[] = [];
    const sorted = [...literals].sort((a, b) => a - b);
    let previous = -1;
    for (const literal of sorted) {
      if (literal === previous) continue;
      if (literal === (previous ^ 1) && previous >= 0) return true; // p ∨ ¬p
      const value = this.valueOf(literal);
      if (value === TRUE) return true;
      if (value === UNASSIGNED) kept.push(literal);
      previous = literal;
    }
    if (kept.length === 0) {
      this.inconsistent = true;
      return false;
    }
    if (kept.length === 1) {
      this.enqueue(kept[0]!, NO_REASON);
      if (this.propagate() !== -1) this.inconsistent = true;
      return !this.inconsistent;
    }
    this.attach(kept, false, 0);
    return true;
  }

  /** The value of a variable in the last model found. */
  modelValue(variable: number): boolean {
    return this.modelValues[variable] === true;
  }

  /**
   * Decides whether the clauses are satisfiable. On `'sat'` the model is read with
   * {@link modelValue}. `conflictBudget` bounds the work; past it the answer is `'unknown'`.
   */
  solve(conflictBudget = Number.POSITIVE_INFINITY): SatOutcome {
    if (this.inconsistent) return 'unsat';
    this.cancelUntil(0);
    if (this.propagate() !== -1) {
      this.inconsistent = true;
      return 'unsat';
    }
    const start = this.conflicts;
    let restarts = 0;
    let restartLimit = luby(restarts) * RESTART_UNIT;
    let sinceRestart = 0;
    for (;;) {
      const conflict = this.propagate();
      if (conflict !== -1) {
        this.conflicts++;
        sinceRestart++;
        if (this.trailLimits.length === 0) {
          this.inconsistent = true;
          return 'unsat';
        }
        const [learnt, backtrackLevel, distance] = this.analyze(conflict);
        this.cancelUntil(backtrackLevel);
        if (learnt.length === 1) {
          this.enqueue(learnt[0]!, NO_REASON);
        } else {
          const index = this.attach(learnt, true, distance);
          this.bumpClause(index);
          this.enqueue(learnt[0]!, index);
        }
        this.varIncrement *= VAR_DECAY;
        this.clauseIncrement *= CLAUSE_DECAY;
        continue;
      }
      if (this.conflicts - start >= conflictBudget) {
        this.cancelUntil(0);
        return 'unknown';
      }
      if (sinceRestart >= restartLimit) {
        restarts++;
        restartLimit = luby(restarts) * RESTART_UNIT;
        sinceRestart = 0;
        this.cancelUntil(0);
        continue;
      }
      if (this.learntCount - this.trail.length >= this.maxLearnts) {
        this.reduceLearnts();
        this.maxLearnts = Math.ceil(this.maxLearnts * 1.1);
      }
      const next = this.pickBranchVariable();
      if (next === -1) {
        this.modelValues = this.assigns.map((value) => value === TRUE);
        this.cancelUntil(0);
        return 'sat';
      }
      this.trailLimits.push(this.trail.length);
      this.enqueue(this.phase[next] ? positive(next) : negative(next), NO_REASON);
    }
  }

  // ── assignment ───────────────────────────────────────────────────────────────

  private valueOf(literal: number): number {
    const value = this.assigns[literal >> 1]!;
    return literal & 1 ? -value : value;
  }

  private enqueue(literal: number, reason: number): void {
    const v = literal >> 1;
    this.assigns[v] = literal & 1 ? FALSE : TRUE;
    this.levels[v] = this.trailLimits.length;
    this.reasons[v] = reason;
    this.trail.push(literal);
  }

  private cancelUntil(level: number): void {
    if (this.trailLimits.length <= level) return;
    const limit = this.trailLimits[level]!;
    for (let i = this.trail.length - 1; i >= limit; i--) {
      const v = this.trail[i]! >> 1;
      this.phase[v] = this.assigns[v] === TRUE;
      this.assigns[v] = UNASSIGNED;
      this.reasons[v] = NO_REASON;
      if (this.heapIndex[v] === -1) this.heapInsert(v);
    }
    this.trail.length = limit;
    this.trailLimits.length = level;
    this.queueHead = Math.min(this.queueHead, limit);
  }

  private attach(literals: number[], learnt: boolean, distance: number): number {
    const index = this.clauses.length;
    this.clauses.push(literals);
    this.learnt.push(learnt);
    this.removed.push(false);
    this.clauseActivity.push(0);
    this.blockDistance.push(distance);
    this.watches[literals[0]!]!.push(index);
    this.watches[literals[1]!]!.push(index);
    if (learnt) this.learntCount++;
    return index;
  }

  /** Unit propagation over the watched literals. Returns a falsified clause, or -1. */
  private propagate(): number {
    let conflict = -1;
    while (this.queueHead < this.trail.length && conflict === -1) {
      const falseLiteral = this.trail[this.queueHead++]! ^ 1;
      const watchers = this.watches[falseLiteral]!;
      let i = 0;
      let j = 0;
      while (i < watchers.length) {
        const index = watchers[i++]!;
        if (this.removed[index]) continue;
        const clause = this.clauses[index]!;
        if (clause[0] === falseLiteral) {
          clause[0] = clause[1]!;
          clause[1] = falseLiteral;
        }
        const first = clause[0]!;
        if (this.valueOf(first) === TRUE) {
          watchers[j++] = index;
          continue;
        }
        let moved = false;
        for (let k = 2; k < clause.length; k++) {
          const candidate = clause[k]!;
          if (this.valueOf(candidate) !== FALSE) {
            clause[1] = candidate;
            clause[k] = falseLiteral;
            this.watches[candidate]!.push(index);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        watchers[j++] = index;
        if (this.valueOf(first) === FALSE) {
          conflict = index;
          while (i < watchers.length) watchers[j++] = watchers[i++]!;
        } else {
          this.enqueue(first, index);
        }
      }
      watchers.length = j;
    }
    if (conflict !== -1) this.queueHead = this.trail.length;
    return conflict;
  }

  // ── conflict analysis ────────────────────────────────────────────────────────

  /** First-UIP learning: the learnt clause (asserting literal first), its level and its LBD. */
  private analyze(conflict: number): [number[], number, number] {
    const seen = this.seenFlags;
    const level = this.trailLimits.length;
    const learnt: number[] = [0];
    let pending = 0;
    let literal = -1;
    let index = this.trail.length - 1;
    let reason = conflict;
    do {
      if (this.learnt[reason]) this.bumpClause(reason);
      const clause = this.clauses[reason]!;
      for (let k = literal === -1 ? 0 : 1; k < clause.length; k++) {
        const q = clause[k]!;
        const v = q >> 1;
        if (seen[v] === 0 && this.levels[v]! > 0) {
          this.bumpVariable(v);
          seen[v] = 1;
          if (this.levels[v]! >= level) pending++;
          else learnt.push(q);
        }
      }
      while (seen[this.trail[index]! >> 1] === 0) index--;
      literal = this.trail[index]!;
      index--;
      reason = this.reasons[literal >> 1]!;
      seen[literal >> 1] = 0;
      pending--;
    } while (pending > 0);
    learnt[0] = literal ^ 1;

    // Local minimisation: drop a literal implied by other literals of the clause.
    const toClear = learnt.slice(1);
    let kept = 1;
    for (let k = 1; k < learnt.length; k++) {
      const q = learnt[k]!;
      const why = this.reasons[q >> 1]!;
      let redundant = why !== NO_REASON;
      if (redundant) {
        const clause = this.clauses[why]!;
        for (let m = 1; m < clause.length; m++) {
          const v = clause[m]! >> 1;
          if (seen[v] === 0 && this.levels[v]! > 0) {
            redundant = false;
            break;
          }
        }
      }
      if (!redundant) learnt[kept++] = q;
    }
    learnt.length = kept;
    for (const q of toClear) seen[q >> 1] = 0;

    let backtrackLevel = 0;
    if (learnt.length > 1) {
      let best = 1;
      for (let k = 2; k < learnt.length; k++)
        if (this.levels[learnt[k]! >> 1]! > this.levels[learnt[best]! >> 1]!) best = k;
      const swap = learnt[best]!;
      learnt[best] = learnt[1]!;
      learnt[1] = swap;
      backtrackLevel = this.levels[swap >> 1]!;
    }
    const distinctLevels = new Set<number>();
    for (const q of learnt) distinctLevels.add(this.levels[q >> 1]!);
    return [learnt, backtrackLevel, distinctLevels.size];
  }

  private bumpVariable(v: number): void {
    const activity = this.activity[v]! + this.varIncrement;
    this.activity[v] = activity;
    if (activity > 1e100) {
      for (let u = 0; u < this.activity.length; u++) this.activity[u]! *= 1e-100;
      this.varIncrement *= 1e-100;
    }
    const position = this.heapIndex[v]!;
    if (position !== -1) this.siftUp(position);
  }

  private bumpClause(index: number): void {
    const activity = this.clauseActivity[index]! + this.clauseIncrement;
    this.clauseActivity[index] = activity;
    if (activity > 1e20) {
      for (let c = 0; c < this.clauseActivity.length; c++) this.clauseActivity[c]! *= 1e-20;
      this.clauseIncrement *= 1e-20;
    }
  }

  /** Removes about half of the learnt clauses: the least useful, never the locked or glue ones. */
  private reduceLearnts(): void {
    const candidates: number[] = [];
    for (let index = 0; index < this.clauses.length; index++) {
      if (!this.learnt[index] || this.removed[index]) continue;
      const clause = this.clauses[index]!;
      const v = clause[0]! >> 1;
      const locked = this.reasons[v] === index && this.valueOf(clause[0]!) === TRUE;
      if (!locked && this.blockDistance[index]! > 2 && clause.length > 2) candidates.push(index);
    }
    candidates.sort(
      (a, b) =>
        this.blockDistance[b]! - this.blockDistance[a]! ||
        this.clauseActivity[a]! - this.clauseActivity[b]!,
    );
    const count = Math.floor(candidates.length / 2);
    for (let k = 0; k < count; k++) {
      const index = candidates[k]!;
      this.removed[index] = true;
      this.clauses[index] = [];
      this.learntCount--;
    }
  }

  // ── branching ────────────────────────────────────────────────────────────────

  private pickBranchVariable(): number {
    while (this.heap.length > 0) {
      const v = this.heapPop();
      if (this.assigns[v] === UNASSIGNED) return v;
    }
    return -1;
  }

  private heapInsert(v: number): void {
    this.heapIndex[v] = this.heap.length;
    this.heap.push(v);
    this.siftUp(this.heap.length - 1);
  }

  private heapPop(): number {
    const top = this.heap[0]!;
    const last = this.heap.pop()!;
    this.heapIndex[top] = -1;
    if (this.heap.length > 0) {
      this.heap[0] = last;
      this.heapIndex[last] = 0;
      this.siftDown(0);
    }
    return top;
  }

  private siftUp(position: number): void {
    const heap = this.heap;
    const v = heap[position]!;
    const activity = this.activity[v]!;
    let i = position;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const above = heap[parent]!;
      if (this.activity[above]! >= activity) break;
      heap[i] = above;
      this.heapIndex[above] = i;
      i = parent;
    }
    heap[i] = v;
    this.heapIndex[v] = i;
  }

  private siftDown(position: number): void {
    const heap = this.heap;
    const v = heap[position]!;
    const activity = this.activity[v]!;
    let i = position;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child =
        right < heap.length && this.activity[heap[right]!]! > this.activity[heap[left]!]!
          ? right
          : left;
      const below = heap[child]!;
      if (this.activity[below]! <= activity) break;
      heap[i] = below;
      this.heapIndex[below] = i;
      i = child;
    }
    heap[i] = v;
    this.heapIndex[v] = i;
  }
}
