/**
 * A small CDCL satisfiability solver, internal to the logic module: the counterexample finder
 * and the countermodel search reduce their questions to it.
 *
 * Clauses are lists of literals over variables `0, 1, 2, …`. A literal is `2v` (variable `v`
 * true) or `2v + 1` (`v` false), so `literal ^ 1` is its negation. The solver follows MiniSat 2.2:
 * two watched literals per clause with a blocking literal beside each watch, first-UIP clause
 * learning with recursive minimisation, VSIDS branching over a binary heap with phase saving,
 * Luby restarts, and removal of half of the learnt clauses on a growing schedule — choosing, as
 * Glucose does, those spanning the most decision levels (LBD) first and never the "glue" ones
 * (LBD ≤ 2). Clauses may be added after a `solve` (for blocking clauses).
 *
 * Everything lives in typed arrays, because that is what made the difference in measurements
 * (bench/sat.ts, against MiniSat compiled to JavaScript): clauses sit in one Int32Array arena
 * (header then literals; a clause is named by its offset), each literal's watch list is a flat
 * Int32Array of (clause, blocker) pairs, and values are kept per literal so a lookup is one load.
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

const TRUE = 1;
const FALSE = -1;
const NO_REASON = -1;
/**
 * VSIDS activity decay. 0.98 (MiniSat: 0.95) kept conflicts lower on random 3-SAT at 160–250
 * variables in bench/sat.ts; 0.97–0.99 measured alike, 0.95 worse.
 */
const VAR_DECAY = 1 / 0.98;
const CLAUSE_DECAY = 1 / 0.999;
const RESTART_UNIT = 100;
/** Learnt clauses allowed at first, as a share of the original clauses (MiniSat's 1/3)… */
const LEARNT_SHARE = 1 / 3;
/**
 * …but at least this many: on random 3-SAT at 200 variables MiniSat's plain third took twice the
 * conflicts of a floor of 1000, and at 250 variables 5000 took a third fewer than 2000
 * (bench/sat.ts); keeping every learnt clause measured the same as 5000 up to 200 variables.
 */
const MIN_LEARNTS = 5000;
/** …growing by 10% each time the adjustment interval (100 conflicts, then ×1.5) passes. */
const LEARNT_GROWTH = 1.1;
const ADJUST_FIRST = 100;
const ADJUST_GROWTH = 1.5;
/** The arena is compacted when this share of it belongs to removed clauses. */
const WASTE_SHARE = 0.2;

/** Clause header: literal count, flags; then the literals. */
const HEADER = 2;
const LEARNT = 1;
const REMOVED = 2;

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

function grown<T extends Int32Array | Int8Array | Uint8Array | Float64Array>(
  array: T,
  length: number,
): T {
  const larger = new (array.constructor as new (length: number) => T)(length);
  larger.set(array);
  return larger;
}

/** Tuning of a {@link SatSolver}. */
export interface SatSolverOptions {
  /**
   * Learnt clauses kept before the less active half is removed (grows by 10% on a schedule).
   * Default: a third of the original clauses, at least 5000.
   */
  readonly learntLimit?: number;
}

export class SatSolver {
  private variables = 0;
  private capacity = 0;
  /** Per literal: {@link TRUE}, {@link FALSE} or 0 (unassigned). */
  private values = new Int8Array(0);
  private levels = new Int32Array(0);
  /** Per variable: the clause that implied it, or {@link NO_REASON}. */
  private reasons = new Int32Array(0);
  private activity = new Float64Array(0);
  /** Per variable: 1 when its last value was true (phase saving); starts false. */
  private phase = new Uint8Array(0);
  private seen = new Uint8Array(0);
  private levelStamp = new Int32Array(0);
  private stamp = 0;

  /** Clauses: `[count, flags, literal…]` at each offset; the first two literals are watched. */
  private arena = new Int32Array(1024);
  private arenaTop = 0;
  private wasted = 0;
  private readonly originals: number[] = [];
  private learnts: number[] = [];
  /** Per arena offset: the activity of the learnt clause there. */
  private clauseActivity = new Float64Array(1024);
  /** Per literal: (clause, blocker) pairs of the clauses watching it, visited when it turns false. */
  private watchPairs: Int32Array[] = [];
  private watchCount = new Int32Array(0);

  private trail = new Int32Array(0);
  private trailSize = 0;
  private readonly trailLimits: number[] = [];
  private queueHead = 0;

  /** Binary max-heap of variables by activity, with each variable's index in it (-1 if out). */
  private heap = new Int32Array(0);
  private heapSize = 0;
  private heapIndex = new Int32Array(0);

  private varIncrement = 1;
  private clauseIncrement = 1;
  private maxLearnts: number;
  private readonly fixedLearntLimit: boolean;
  private adjustInterval = ADJUST_FIRST;
  private adjustCountdown = ADJUST_FIRST;
  private inconsistent = false;
  private modelValues: boolean[] = [];
  private readonly analyzeStack: number[] = [];
  private readonly toClear: number[] = [];

  /** Conflicts met over all calls to {@link solve} (for tests and budgets). */
  conflicts = 0;

  constructor(options: SatSolverOptions = {}) {
    this.fixedLearntLimit = options.learntLimit !== undefined;
    this.maxLearnts = options.learntLimit ?? 0;
  }

  /** The number of variables created. */
  get variableCount(): number {
    return this.variables;
  }

  /** The number of clauses stored (original and learnt). */
  get clauseCount(): number {
    return this.originals.length + this.learnts.length;
  }

  /** Creates a variable and returns its index. */
  newVariable(): number {
    const v = this.variables++;
    if (v >= this.capacity) this.grow(Math.max(16, 2 * this.capacity));
    this.reasons[v] = NO_REASON;
    this.heapIndex[v] = -1;
    this.watchPairs.push(new Int32Array(8), new Int32Array(8));
    this.heapInsert(v);
    return v;
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    this.values = grown(this.values, 2 * capacity);
    this.levels = grown(this.levels, capacity);
    this.reasons = grown(this.reasons, capacity);
    this.activity = grown(this.activity, capacity);
    this.phase = grown(this.phase, capacity);
    this.seen = grown(this.seen, capacity);
    this.levelStamp = grown(this.levelStamp, capacity + 1);
    this.watchCount = grown(this.watchCount, 2 * capacity);
    this.trail = grown(this.trail, capacity);
    this.heap = grown(this.heap, capacity);
    this.heapIndex = grown(this.heapIndex, capacity);
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
      const value = this.values[literal]!;
      if (value === TRUE) return true;
      if (value === 0) kept.push(literal);
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
    this.originals.push(this.attach(kept, false));
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
    if (!this.fixedLearntLimit)
      this.maxLearnts = Math.max(
        this.maxLearnts,
        this.originals.length * LEARNT_SHARE,
        MIN_LEARNTS,
      );
    const start = this.conflicts;
    let restarts = 0;
    let restartLimit = luby(restarts) * RESTART_UNIT;
    let sinceRestart = 0;
    const learnt: number[] = [];
    for (;;) {
      const conflict = this.propagate();
      if (conflict !== -1) {
        this.conflicts++;
        sinceRestart++;
        if (this.trailLimits.length === 0) {
          this.inconsistent = true;
          return 'unsat';
        }
        const backtrackLevel = this.analyze(conflict, learnt);
        this.cancelUntil(backtrackLevel);
        if (learnt.length === 1) {
          this.enqueue(learnt[0]!, NO_REASON);
        } else {
          const offset = this.attach(learnt, true);
          this.arena[offset + 1] = LEARNT | (this.blockDistance(learnt) << 2);
          this.learnts.push(offset);
          this.bumpClause(offset);
          this.enqueue(learnt[0]!, offset);
        }
        this.varIncrement *= VAR_DECAY;
        this.clauseIncrement *= CLAUSE_DECAY;
        if (--this.adjustCountdown === 0) {
          this.adjustInterval *= ADJUST_GROWTH;
          this.adjustCountdown = Math.floor(this.adjustInterval);
          if (!this.fixedLearntLimit) this.maxLearnts *= LEARNT_GROWTH;
        }
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
      if (this.learnts.length - this.trailSize >= this.maxLearnts) this.reduceLearnts();
      const next = this.pickBranchVariable();
      if (next === -1) {
        this.modelValues = Array.from(
          { length: this.variables },
          (_, v) => this.values[v << 1] === TRUE,
        );
        this.cancelUntil(0);
        return 'sat';
      }
      this.trailLimits.push(this.trailSize);
      this.enqueue(this.phase[next] === 1 ? next << 1 : (next << 1) | 1, NO_REASON);
    }
  }

  // ── assignment ───────────────────────────────────────────────────────────────

  private enqueue(literal: number, reason: number): void {
    const v = literal >> 1;
    this.values[literal] = TRUE;
    this.values[literal ^ 1] = FALSE;
    this.levels[v] = this.trailLimits.length;
    this.reasons[v] = reason;
    this.trail[this.trailSize++] = literal;
  }

  private cancelUntil(level: number): void {
    if (this.trailLimits.length <= level) return;
    const limit = this.trailLimits[level]!;
    const { values, phase, reasons, heapIndex, trail } = this;
    for (let i = this.trailSize - 1; i >= limit; i--) {
      const literal = trail[i]!;
      const v = literal >> 1;
      phase[v] = (literal & 1) ^ 1;
      values[literal] = 0;
      values[literal ^ 1] = 0;
      reasons[v] = NO_REASON;
      if (heapIndex[v] === -1) this.heapInsert(v);
    }
    this.trailSize = limit;
    this.trailLimits.length = level;
    this.queueHead = Math.min(this.queueHead, limit);
  }

  // ── clauses and watches ──────────────────────────────────────────────────────

  private attach(literals: readonly number[], learnt: boolean): number {
    const size = literals.length;
    if (this.arenaTop + HEADER + size > this.arena.length) {
      const length = Math.max(2 * this.arena.length, this.arenaTop + HEADER + size);
      this.arena = grown(this.arena, length);
      this.clauseActivity = grown(this.clauseActivity, length);
    }
    const offset = this.arenaTop;
    const arena = this.arena;
    arena[offset] = size;
    arena[offset + 1] = learnt ? LEARNT : 0;
    this.clauseActivity[offset] = 0;
    for (let k = 0; k < size; k++) arena[offset + HEADER + k] = literals[k]!;
    this.arenaTop += HEADER + size;
    this.watch(literals[0]!, offset, literals[1]!);
    this.watch(literals[1]!, offset, literals[0]!);
    return offset;
  }

  private watch(literal: number, offset: number, blocker: number): void {
    let pairs = this.watchPairs[literal]!;
    const count = this.watchCount[literal]!;
    if (count + 2 > pairs.length) {
      pairs = grown(pairs, 2 * pairs.length);
      this.watchPairs[literal] = pairs;
    }
    pairs[count] = offset;
    pairs[count + 1] = blocker;
    this.watchCount[literal] = count + 2;
  }

  /** Unit propagation over the watched literals. Returns a falsified clause, or -1. */
  private propagate(): number {
    // The hot loop: state in locals, assignment and watch pushes written out in place.
    const { values, arena, trail, watchCount, watchPairs, levels, reasons } = this;
    const level = this.trailLimits.length;
    let head = this.queueHead;
    let size = this.trailSize;
    let conflict = -1;
    while (head < size) {
      const falseLiteral = trail[head++]! ^ 1;
      const pairs = watchPairs[falseLiteral]!;
      const end = watchCount[falseLiteral]!;
      let i = 0;
      let j = 0;
      while (i < end) {
        const offset = pairs[i]!;
        const blocker = pairs[i + 1]!;
        i += 2;
        if (values[blocker] === TRUE) {
          pairs[j++] = offset;
          pairs[j++] = blocker;
          continue;
        }
        if ((arena[offset + 1]! & REMOVED) !== 0) continue; // dropped lazily
        const base = offset + HEADER;
        // Make the false literal the second one.
        let first = arena[base]!;
        if (first === falseLiteral) {
          first = arena[base + 1]!;
          arena[base] = first;
          arena[base + 1] = falseLiteral;
        }
        if (first !== blocker && values[first] === TRUE) {
          pairs[j++] = offset;
          pairs[j++] = first;
          continue;
        }
        const last = base + arena[offset]!;
        let moved = false;
        for (let k = base + 2; k < last; k++) {
          const candidate = arena[k]!;
          if (values[candidate] !== FALSE) {
            arena[base + 1] = candidate;
            arena[k] = falseLiteral;
            let target = watchPairs[candidate]!;
            const count = watchCount[candidate]!;
            if (count + 2 > target.length) {
              target = grown(target, 2 * target.length);
              watchPairs[candidate] = target;
            }
            target[count] = offset;
            target[count + 1] = first;
            watchCount[candidate] = count + 2;
            moved = true;
            break;
          }
        }
        if (moved) continue;
        pairs[j++] = offset;
        pairs[j++] = first;
        if (values[first] === FALSE) {
          conflict = offset;
          head = size;
          while (i < end) pairs[j++] = pairs[i++]!;
        } else {
          values[first] = TRUE;
          values[first ^ 1] = FALSE;
          levels[first >> 1] = level;
          reasons[first >> 1] = offset;
          trail[size++] = first;
        }
      }
      watchCount[falseLiteral] = j;
    }
    this.queueHead = head;
    this.trailSize = size;
    return conflict;
  }

  // ── conflict analysis ────────────────────────────────────────────────────────

  /**
   * First-UIP learning into `learnt` (asserting literal first, the literal of the backtrack
   * level second), with MiniSat's recursive minimisation. Returns the backtrack level.
   */
  private analyze(conflict: number, learnt: number[]): number {
    const { seen, levels, reasons, arena, trail } = this;
    const level = this.trailLimits.length;
    learnt.length = 1;
    let pending = 0;
    let literal = -1;
    let index = this.trailSize - 1;
    let reason = conflict;
    do {
      if ((arena[reason + 1]! & LEARNT) !== 0) this.bumpClause(reason);
      const size = arena[reason]!;
      const base = reason + HEADER;
      for (let k = literal === -1 ? 0 : 1; k < size; k++) {
        const q = arena[base + k]!;
        const v = q >> 1;
        if (seen[v] === 0 && levels[v]! > 0) {
          this.bumpVariable(v);
          seen[v] = 1;
          if (levels[v]! >= level) pending++;
          else learnt.push(q);
        }
      }
      while (seen[trail[index]! >> 1] === 0) index--;
      literal = trail[index]!;
      index--;
      reason = reasons[literal >> 1]!;
      seen[literal >> 1] = 0;
      pending--;
    } while (pending > 0);
    learnt[0] = literal ^ 1;

    // Recursive minimisation: drop a literal implied by the others (through any chain of reasons).
    const toClear = this.toClear;
    toClear.length = 0;
    let levelsMask = 0;
    for (let k = 1; k < learnt.length; k++) {
      toClear.push(learnt[k]!);
      levelsMask |= 1 << (levels[learnt[k]! >> 1]! & 31);
    }
    let kept = 1;
    for (let k = 1; k < learnt.length; k++) {
      const q = learnt[k]!;
      if (reasons[q >> 1] === NO_REASON || !this.isRedundant(q, levelsMask)) learnt[kept++] = q;
    }
    learnt.length = kept;
    for (const q of toClear) seen[q >> 1] = 0;

    let backtrackLevel = 0;
    if (learnt.length > 1) {
      let best = 1;
      for (let k = 2; k < learnt.length; k++)
        if (levels[learnt[k]! >> 1]! > levels[learnt[best]! >> 1]!) best = k;
      const swap = learnt[best]!;
      learnt[best] = learnt[1]!;
      learnt[1] = swap;
      backtrackLevel = levels[swap >> 1]!;
    }
    return backtrackLevel;
  }

  private blockDistance(learnt: number[]): number {
    const stamp = ++this.stamp;
    let count = 0;
    for (const q of learnt) {
      const level = this.levels[q >> 1]!;
      if (this.levelStamp[level] !== stamp) {
        this.levelStamp[level] = stamp;
        count++;
      }
    }
    return count;
  }

  /** Whether `literal` of a learnt clause follows from the clause's other literals. */
  private isRedundant(literal: number, levelsMask: number): boolean {
    const { seen, levels, reasons, arena } = this;
    const stack = this.analyzeStack;
    const toClear = this.toClear;
    stack.length = 0;
    stack.push(literal);
    const top = toClear.length;
    while (stack.length > 0) {
      const reason = reasons[stack.pop()! >> 1]!;
      const size = arena[reason]!;
      const base = reason + HEADER;
      for (let k = 1; k < size; k++) {
        const q = arena[base + k]!;
        const v = q >> 1;
        if (seen[v] !== 0 || levels[v] === 0) continue;
        if (reasons[v] !== NO_REASON && (levelsMask & (1 << (levels[v]! & 31))) !== 0) {
          seen[v] = 1;
          stack.push(q);
          toClear.push(q);
        } else {
          for (let t = top; t < toClear.length; t++) seen[toClear[t]! >> 1] = 0;
          toClear.length = top;
          return false;
        }
      }
    }
    return true;
  }

  private bumpVariable(v: number): void {
    const activity = this.activity[v]! + this.varIncrement;
    this.activity[v] = activity;
    if (activity > 1e100) {
      for (let u = 0; u < this.variables; u++) this.activity[u]! *= 1e-100;
      this.varIncrement *= 1e-100;
    }
    const position = this.heapIndex[v]!;
    if (position !== -1) this.siftUp(position);
  }

  private bumpClause(offset: number): void {
    const activity = this.clauseActivity[offset]! + this.clauseIncrement;
    this.clauseActivity[offset] = activity;
    if (activity > 1e20) {
      for (const learnt of this.learnts) this.clauseActivity[learnt]! *= 1e-20;
      this.clauseIncrement *= 1e-20;
    }
  }

  /**
   * Removes the less active half of the learnt clauses, and any below a small activity, never
   * binary clauses or those that are the reason of a current assignment (MiniSat's reduceDB).
   */
  private reduceLearnts(): void {
    const { arena, clauseActivity } = this;
    const activityOf = (offset: number) => clauseActivity[offset]!;
    const limit = this.clauseIncrement / Math.max(1, this.learnts.length);
    // Binary clauses last, the rest by activity: the front half is the removal candidates.
    const order = this.learnts.sort((a, b) => {
      const aBinary = arena[a] === 2 ? 1 : 0;
      const bBinary = arena[b] === 2 ? 1 : 0;
      return (
        aBinary - bBinary ||
        (arena[b + 1]! >> 2) - (arena[a + 1]! >> 2) ||
        activityOf(a) - activityOf(b)
      );
    });
    const kept: number[] = [];
    const half = order.length >> 1;
    for (let k = 0; k < order.length; k++) {
      const offset = order[k]!;
      const removable =
        arena[offset]! > 2 &&
        arena[offset + 1]! >> 2 > 2 &&
        !this.isLocked(offset) &&
        (k < half || activityOf(offset) < limit);
      if (removable) {
        arena[offset + 1] = arena[offset + 1]! | REMOVED;
        this.wasted += HEADER + arena[offset]!;
      } else kept.push(offset);
    }
    this.learnts = kept;
    if (this.wasted > this.arenaTop * WASTE_SHARE) this.compact();
  }

  private isLocked(offset: number): boolean {
    const first = this.arena[offset + HEADER]!;
    return this.reasons[first >> 1] === offset && this.values[first] === TRUE;
  }

  /** Copies the live clauses into a fresh arena and rebuilds the watches and reasons. */
  private compact(): void {
    const old = this.arena;
    const moved = new Map<number, number>();
    const oldActivity = this.clauseActivity;
    const capacity = Math.max(1024, 2 * (this.arenaTop - this.wasted));
    const arena = new Int32Array(capacity);
    const activity = new Float64Array(capacity);
    let top = 0;
    const relocate = (offset: number) => {
      const length = HEADER + old[offset]!;
      arena.set(old.subarray(offset, offset + length), top);
      activity[top] = oldActivity[offset]!;
      moved.set(offset, top);
      top += length;
      return top - length;
    };
    const originals = this.originals.map(relocate);
    const learnts = this.learnts.map(relocate);
    this.originals.splice(0, this.originals.length, ...originals);
    this.learnts = learnts;
    this.clauseActivity = activity;
    for (let v = 0; v < this.variables; v++) {
      const reason = this.reasons[v]!;
      if (reason !== NO_REASON) this.reasons[v] = moved.get(reason) ?? NO_REASON;
    }
    this.arena = arena;
    this.arenaTop = top;
    this.wasted = 0;
    this.watchCount.fill(0);
    for (const offset of [...originals, ...learnts]) {
      const first = arena[offset + HEADER]!;
      const second = arena[offset + HEADER + 1]!;
      this.watch(first, offset, second);
      this.watch(second, offset, first);
    }
  }

  // ── branching ────────────────────────────────────────────────────────────────

  private pickBranchVariable(): number {
    while (this.heapSize > 0) {
      const v = this.heapPop();
      if (this.values[v << 1] === 0) return v;
    }
    return -1;
  }

  private heapInsert(v: number): void {
    this.heapIndex[v] = this.heapSize;
    this.heap[this.heapSize++] = v;
    this.siftUp(this.heapSize - 1);
  }

  private heapPop(): number {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap[--this.heapSize]!;
    this.heapIndex[top] = -1;
    if (this.heapSize > 0) {
      heap[0] = last;
      this.heapIndex[last] = 0;
      this.siftDown(0);
    }
    return top;
  }

  private siftUp(position: number): void {
    const { heap, heapIndex, activity } = this;
    const v = heap[position]!;
    const value = activity[v]!;
    let i = position;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const above = heap[parent]!;
      if (activity[above]! >= value) break;
      heap[i] = above;
      heapIndex[above] = i;
      i = parent;
    }
    heap[i] = v;
    heapIndex[v] = i;
  }

  private siftDown(position: number): void {
    const { heap, heapIndex, activity } = this;
    const size = this.heapSize;
    const v = heap[position]!;
    const value = activity[v]!;
    let i = position;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && activity[heap[right]!]! > activity[heap[left]!]! ? right : left;
      const below = heap[child]!;
      if (activity[below]! <= value) break;
      heap[i] = below;
      heapIndex[below] = i;
      i = child;
    }
    heap[i] = v;
    heapIndex[v] = i;
  }
}
