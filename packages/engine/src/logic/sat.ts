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
 * (header then literals; a clause is named by its offset), every literal's watch list lives in
 * one shared Int32Array of (clause, blocker) pairs (one array per literal cost a cache miss per
 * moved watch), values are kept per literal so a lookup is one load, and conflict analysis works
 * in typed scratch arrays with sizes rather than resizing JavaScript arrays. Removed learnt
 * clauses leave the watch lists when the database is reduced, so propagation never meets them.
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
/**
 * Conflicts between restarts: this times the Luby sequence. 400 (MiniSat: 100) took about a sixth
 * less time on random 3-SAT at 200–250 variables in bench/sat.ts; 200 measured between the two.
 */
const RESTART_UNIT = 400;
/**
 * Learnt clauses allowed at first, as a share of the original clauses (MiniSat: a third)… A
 * smaller database propagates faster and a larger one needs fewer conflicts; measured by time
 * (bench/sat.ts, random 3-SAT at 160–250 variables), 1.25 beat both a floor of 5000 learnt
 * clauses (a third more time at 200 variables) and MiniSat's third (a third more conflicts).
 */
const LEARNT_SHARE = 1.25;
/**
 * …and at least this many, so that a tiny problem does not reduce after every few conflicts (the
 * logic bench, whose problems are small, measured alike with floors of 0, 1000 and 5000)…
 */
const MIN_LEARNTS = 100;
/** …growing by 10% each time the adjustment interval (100 conflicts, then ×1.5) passes. */
const LEARNT_GROWTH = 1.1;
const ADJUST_FIRST = 100;
const ADJUST_GROWTH = 1.5;
/** The arena is compacted when this share of it belongs to removed clauses. */
const WASTE_SHARE = 0.2;

/** Room a literal's watch list starts with (entries: two per watch). */
const MIN_WATCH_ROOM = 8;

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
  /**
   * Every literal's watch list in one array: (clause, blocker) pairs from `watchStart[literal]`,
   * `watchCount[literal]` entries used of `watchCapacity[literal]`. A list that outgrows its room
   * moves to the end; the room it leaves is reclaimed when the lists are rebuilt.
   */
  private watchData = new Int32Array(1024);
  private watchTop = 0;
  private watchStart = new Int32Array(0);
  private watchCount = new Int32Array(0);
  private watchCapacity = new Int32Array(0);

  private trail = new Int32Array(0);
  private trailSize = 0;
  /** Per decision level from 1: where its assignments start on the trail. */
  private trailLimits = new Int32Array(0);
  private decisionLevel = 0;
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
  /** Conflict analysis scratch (typed, with sizes: no array resizing per conflict). */
  private learnt = new Int32Array(0);
  private learntSize = 0;
  private analyzeStack = new Int32Array(0);
  private toClear = new Int32Array(0);
  private toClearSize = 0;

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
    this.placeWatchList(v << 1, MIN_WATCH_ROOM);
    this.placeWatchList((v << 1) | 1, MIN_WATCH_ROOM);
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
    this.watchStart = grown(this.watchStart, 2 * capacity);
    this.watchCapacity = grown(this.watchCapacity, 2 * capacity);
    this.trail = grown(this.trail, capacity);
    this.trailLimits = grown(this.trailLimits, capacity + 1);
    this.learnt = grown(this.learnt, capacity + 1);
    this.analyzeStack = grown(this.analyzeStack, capacity + 1);
    this.toClear = grown(this.toClear, capacity + 1);
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
    this.originals.push(this.attach(kept, kept.length, false));
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
    for (;;) {
      const conflict = this.propagate();
      if (conflict !== -1) {
        this.conflicts++;
        sinceRestart++;
        if (this.decisionLevel === 0) {
          this.inconsistent = true;
          return 'unsat';
        }
        const backtrackLevel = this.analyze(conflict);
        this.cancelUntil(backtrackLevel);
        const learnt = this.learnt;
        const size = this.learntSize;
        if (size === 1) {
          this.enqueue(learnt[0]!, NO_REASON);
        } else {
          const offset = this.attach(learnt, size, true);
          this.arena[offset + 1] = LEARNT | (this.blockDistance(offset) << 2);
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
      this.trailLimits[this.decisionLevel++] = this.trailSize;
      this.enqueue(this.phase[next] === 1 ? next << 1 : (next << 1) | 1, NO_REASON);
    }
  }

  // ── assignment ───────────────────────────────────────────────────────────────

  private enqueue(literal: number, reason: number): void {
    const v = literal >> 1;
    this.values[literal] = TRUE;
    this.values[literal ^ 1] = FALSE;
    this.levels[v] = this.decisionLevel;
    this.reasons[v] = reason;
    this.trail[this.trailSize++] = literal;
  }

  private cancelUntil(level: number): void {
    if (this.decisionLevel <= level) return;
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
    this.decisionLevel = level;
    this.queueHead = Math.min(this.queueHead, limit);
  }

  // ── clauses and watches ──────────────────────────────────────────────────────

  private attach(literals: ArrayLike<number>, size: number, learnt: boolean): number {
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
    const count = this.watchCount[literal]!;
    if (count + 2 > this.watchCapacity[literal]!)
      this.placeWatchList(literal, 2 * this.watchCapacity[literal]!);
    const at = this.watchStart[literal]! + count;
    this.watchData[at] = offset;
    this.watchData[at + 1] = blocker;
    this.watchCount[literal] = count + 2;
  }

  /** Moves a literal's watch list to the end of `watchData`, with room for `capacity` entries. */
  private placeWatchList(literal: number, capacity: number): void {
    if (this.watchTop + capacity > this.watchData.length) {
      this.watchData = grown(
        this.watchData,
        Math.max(2 * this.watchData.length, this.watchTop + capacity),
      );
    }
    const start = this.watchStart[literal]!;
    const count = this.watchCount[literal]!;
    this.watchData.copyWithin(this.watchTop, start, start + count);
    this.watchStart[literal] = this.watchTop;
    this.watchCapacity[literal] = capacity;
    this.watchTop += capacity;
  }

  /**
   * Rebuilds the watch lists side by side, dropping removed clauses and reclaiming the room of
   * moved lists. After {@link compact}, `relocated` is the old arena, whose size slots hold the
   * clauses' new offsets.
   */
  private packWatchLists(relocated?: Int32Array): void {
    const { watchData, watchStart, watchCount, watchCapacity } = this;
    const flags = relocated ?? this.arena;
    const literals = 2 * this.variables;
    let total = 0;
    for (let literal = 0; literal < literals; literal++)
      total += Math.max(MIN_WATCH_ROOM, 2 * watchCount[literal]!);
    const packed = new Int32Array(Math.max(1024, total));
    let top = 0;
    for (let literal = 0; literal < literals; literal++) {
      const start = watchStart[literal]!;
      const end = start + watchCount[literal]!;
      let j = top;
      for (let i = start; i < end; i += 2) {
        const offset = watchData[i]!;
        if ((flags[offset + 1]! & REMOVED) !== 0) continue;
        packed[j++] = relocated ? relocated[offset]! : offset;
        packed[j++] = watchData[i + 1]!;
      }
      const count = j - top;
      watchStart[literal] = top;
      watchCount[literal] = count;
      watchCapacity[literal] = Math.max(MIN_WATCH_ROOM, 2 * count);
      top += watchCapacity[literal]!;
    }
    this.watchData = packed;
    this.watchTop = top;
  }

  /** Unit propagation over the watched literals. Returns a falsified clause, or -1. */
  private propagate(): number {
    // The hot loop: state in locals, assignment and watch pushes written out in place.
    const { values, arena, trail, watchCount, watchStart, watchCapacity, levels, reasons } = this;
    let data = this.watchData;
    const level = this.decisionLevel;
    let head = this.queueHead;
    let size = this.trailSize;
    let conflict = -1;
    while (head < size) {
      const falseLiteral = trail[head++]! ^ 1;
      const start = watchStart[falseLiteral]!;
      const end = start + watchCount[falseLiteral]!;
      let i = start;
      let j = start;
      while (i < end) {
        const offset = data[i]!;
        const blocker = data[i + 1]!;
        i += 2;
        if (values[blocker] === TRUE) {
          data[j++] = offset;
          data[j++] = blocker;
          continue;
        }
        const base = offset + HEADER;
        // Make the false literal the second one.
        let first = arena[base]!;
        if (first === falseLiteral) {
          first = arena[base + 1]!;
          arena[base] = first;
          arena[base + 1] = falseLiteral;
        }
        if (first !== blocker && values[first] === TRUE) {
          data[j++] = offset;
          data[j++] = first;
          continue;
        }
        const last = base + arena[offset]!;
        let moved = false;
        for (let k = base + 2; k < last; k++) {
          const candidate = arena[k]!;
          if (values[candidate] !== FALSE) {
            arena[base + 1] = candidate;
            arena[k] = falseLiteral;
            const count = watchCount[candidate]!;
            if (count + 2 > watchCapacity[candidate]!) {
              // Another literal's list moves; this one stays where it is.
              this.placeWatchList(candidate, 2 * watchCapacity[candidate]!);
              data = this.watchData;
            }
            const at = watchStart[candidate]! + count;
            data[at] = offset;
            data[at + 1] = first;
            watchCount[candidate] = count + 2;
            moved = true;
            break;
          }
        }
        if (moved) continue;
        data[j++] = offset;
        data[j++] = first;
        if (values[first] === FALSE) {
          conflict = offset;
          head = size;
          while (i < end) data[j++] = data[i++]!;
        } else {
          values[first] = TRUE;
          values[first ^ 1] = FALSE;
          levels[first >> 1] = level;
          reasons[first >> 1] = offset;
          trail[size++] = first;
        }
      }
      watchCount[falseLiteral] = j - start;
    }
    this.queueHead = head;
    this.trailSize = size;
    return conflict;
  }

  // ── conflict analysis ────────────────────────────────────────────────────────

  /**
   * First-UIP learning into `learnt` (its size in `learntSize`; asserting literal first, the
   * literal of the backtrack level second), with MiniSat's recursive minimisation. Returns the
   * backtrack level.
   */
  private analyze(conflict: number): number {
    const { seen, levels, reasons, arena, trail, learnt } = this;
    const level = this.decisionLevel;
    let size = 1;
    let pending = 0;
    let literal = -1;
    let index = this.trailSize - 1;
    let reason = conflict;
    do {
      if ((arena[reason + 1]! & LEARNT) !== 0) this.bumpClause(reason);
      const count = arena[reason]!;
      const base = reason + HEADER;
      for (let k = literal === -1 ? 0 : 1; k < count; k++) {
        const q = arena[base + k]!;
        const v = q >> 1;
        if (seen[v] === 0 && levels[v]! > 0) {
          this.bumpVariable(v);
          seen[v] = 1;
          if (levels[v]! >= level) pending++;
          else learnt[size++] = q;
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
    let levelsMask = 0;
    for (let k = 1; k < size; k++) {
      toClear[k - 1] = learnt[k]!;
      levelsMask |= 1 << (levels[learnt[k]! >> 1]! & 31);
    }
    this.toClearSize = size - 1;
    let kept = 1;
    for (let k = 1; k < size; k++) {
      const q = learnt[k]!;
      if (reasons[q >> 1] === NO_REASON || !this.isRedundant(q, levelsMask)) learnt[kept++] = q;
    }
    size = kept;
    for (let t = 0; t < this.toClearSize; t++) seen[toClear[t]! >> 1] = 0;
    this.learntSize = size;

    let backtrackLevel = 0;
    if (size > 1) {
      let best = 1;
      for (let k = 2; k < size; k++)
        if (levels[learnt[k]! >> 1]! > levels[learnt[best]! >> 1]!) best = k;
      const swap = learnt[best]!;
      learnt[best] = learnt[1]!;
      learnt[1] = swap;
      backtrackLevel = levels[swap >> 1]!;
    }
    return backtrackLevel;
  }

  /** The clause's LBD: how many decision levels its literals span. */
  private blockDistance(offset: number): number {
    const { arena, levels, levelStamp } = this;
    const stamp = ++this.stamp;
    let count = 0;
    const end = offset + HEADER + arena[offset]!;
    for (let k = offset + HEADER; k < end; k++) {
      const level = levels[arena[k]! >> 1]!;
      if (levelStamp[level] !== stamp) {
        levelStamp[level] = stamp;
        count++;
      }
    }
    return count;
  }

  /** Whether `literal` of a learnt clause follows from the clause's other literals. */
  private isRedundant(literal: number, levelsMask: number): boolean {
    const { seen, levels, reasons, arena, analyzeStack: stack, toClear } = this;
    let depth = 0;
    stack[depth++] = literal;
    const top = this.toClearSize;
    let cleared = top;
    while (depth > 0) {
      const reason = reasons[stack[--depth]! >> 1]!;
      const size = arena[reason]!;
      const base = reason + HEADER;
      for (let k = 1; k < size; k++) {
        const q = arena[base + k]!;
        const v = q >> 1;
        if (seen[v] !== 0 || levels[v] === 0) continue;
        if (reasons[v] !== NO_REASON && (levelsMask & (1 << (levels[v]! & 31))) !== 0) {
          seen[v] = 1;
          stack[depth++] = q;
          toClear[cleared++] = q;
        } else {
          for (let t = top; t < cleared; t++) seen[toClear[t]! >> 1] = 0;
          return false;
        }
      }
    }
    this.toClearSize = cleared;
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
    else this.packWatchLists();
  }

  private isLocked(offset: number): boolean {
    const first = this.arena[offset + HEADER]!;
    return this.reasons[first >> 1] === offset && this.values[first] === TRUE;
  }

  /**
   * Copies the live clauses, in order, into a fresh arena. Each old clause's size slot then holds
   * its new offset, through which the clause lists, reasons and watches are moved over.
   */
  private compact(): void {
    const old = this.arena;
    const oldActivity = this.clauseActivity;
    const capacity = Math.max(1024, 2 * (this.arenaTop - this.wasted));
    const arena = new Int32Array(capacity);
    const activity = new Float64Array(capacity);
    let top = 0;
    for (let offset = 0; offset < this.arenaTop; ) {
      const length = HEADER + old[offset]!;
      if ((old[offset + 1]! & REMOVED) === 0) {
        arena.set(old.subarray(offset, offset + length), top);
        activity[top] = oldActivity[offset]!;
        old[offset] = top;
        top += length;
      }
      offset += length;
    }
    const { originals, learnts, reasons } = this;
    for (let k = 0; k < originals.length; k++) originals[k] = old[originals[k]!]!;
    for (let k = 0; k < learnts.length; k++) learnts[k] = old[learnts[k]!]!;
    // Reasons are live clauses: a clause that is a reason is locked, never removed.
    for (let v = 0; v < this.variables; v++) {
      const reason = reasons[v]!;
      if (reason !== NO_REASON) reasons[v] = old[reason]!;
    }
    this.packWatchLists(old);
    this.arena = arena;
    this.clauseActivity = activity;
    this.arenaTop = top;
    this.wasted = 0;
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
