import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negate, negative, positive, SatSolver, variableOf } from './sat';

/** DIMACS-style clauses (1-based, negative for false) into a fresh solver. */
function solverFor(
  variables: number,
  clauses: readonly (readonly number[])[],
  learntLimit?: number,
): SatSolver {
  const solver = new SatSolver(learntLimit === undefined ? {} : { learntLimit });
  for (let v = 0; v < variables; v++) solver.newVariable();
  for (const clause of clauses)
    solver.addClause(clause.map((l) => (l > 0 ? positive(l - 1) : negative(-l - 1))));
  return solver;
}

function satisfies(solver: SatSolver, clauses: readonly (readonly number[])[]): boolean {
  return clauses.every((clause) =>
    clause.some((l) => solver.modelValue(Math.abs(l) - 1) === l > 0),
  );
}

/** Pigeons into holes, one pigeon per hole: unsatisfiable when pigeons > holes. */
function pigeonhole(pigeons: number, holes: number): number[][] {
  const v = (p: number, h: number) => p * holes + h + 1;
  const clauses: number[][] = [];
  for (let p = 0; p < pigeons; p++) clauses.push(Array.from({ length: holes }, (_, h) => v(p, h)));
  for (let h = 0; h < holes; h++)
    for (let p = 0; p < pigeons; p++)
      for (let q = p + 1; q < pigeons; q++) clauses.push([-v(p, h), -v(q, h)]);
  return clauses;
}

function bruteForceCount(variables: number, clauses: readonly (readonly number[])[]): number {
  let count = 0;
  for (let bits = 0; bits < 2 ** variables; bits++)
    if (
      clauses.every((clause) =>
        clause.some((l) => ((bits >> (Math.abs(l) - 1)) & 1) === (l > 0 ? 1 : 0)),
      )
    )
      count++;
  return count;
}

const cnf = fc.integer({ min: 1, max: 8 }).chain((variables) =>
  fc.record({
    variables: fc.constant(variables),
    clauses: fc.array(
      fc.array(
        fc.integer({ min: 1, max: variables }).chain((v) => fc.constantFrom(v, -v)),
        { minLength: 0, maxLength: 4 },
      ),
      { maxLength: 40 },
    ),
  }),
);

describe('SatSolver', () => {
  it('encodes literals as 2v and 2v + 1', () => {
    expect(positive(3)).toBe(6);
    expect(negative(3)).toBe(7);
    expect(negate(6)).toBe(7);
    expect(variableOf(7)).toBe(3);
  });

  it('finds a model of a satisfiable formula', () => {
    const clauses = [
      [1, 2],
      [-1, 3],
      [-3, -2],
      [2, 3],
    ];
    const solver = solverFor(3, clauses);
    expect(solver.solve()).toBe('sat');
    expect(satisfies(solver, clauses)).toBe(true);
  });

  it('proves the pigeonhole principle (6 pigeons, 5 holes) unsatisfiable', () => {
    expect(solverFor(30, pigeonhole(6, 5)).solve()).toBe('unsat');
    expect(solverFor(30, pigeonhole(5, 5)).solve()).toBe('sat');
  });

  it('gives up with "unknown" past its conflict budget', () => {
    const solver = solverFor(72, pigeonhole(9, 8));
    expect(solver.solve(10)).toBe('unknown');
  });

  it('treats an empty clause as unsatisfiable and drops tautologies', () => {
    expect(solverFor(1, [[]]).solve()).toBe('unsat');
    expect(solverFor(1, [[1, -1]]).solve()).toBe('sat');
    expect(solverFor(1, [[1], [-1]]).solve()).toBe('unsat');
  });

  it('agrees with brute force, and blocking clauses enumerate every model', () => {
    fc.assert(
      fc.property(cnf, fc.boolean(), ({ variables, clauses }, forgetful) => {
        // A learnt-clause limit of 1 removes learnt clauses all the time.
        const solver = solverFor(variables, clauses, forgetful ? 1 : undefined);
        const models = bruteForceCount(variables, clauses);
        let found = 0;
        while (solver.solve() === 'sat') {
          expect(satisfies(solver, clauses)).toBe(true);
          found++;
          const block: number[] = [];
          for (let v = 0; v < variables; v++)
            block.push(solver.modelValue(v) ? negative(v) : positive(v));
          solver.addClause(block);
        }
        expect(found).toBe(models);
      }),
      { numRuns: 300 },
    );
  });

  it('stays sound while removing learnt clauses on harder problems', () => {
    const next = seeded(5);
    for (let round = 0; round < 6; round++) {
      const variables = 60;
      const clauses = Array.from({ length: 256 }, () =>
        [0, 1, 2].map(() => {
          const v = 1 + Math.floor(next() * variables);
          return next() < 0.5 ? v : -v;
        }),
      );
      const reference = solverFor(variables, clauses).solve();
      const forgetful = solverFor(variables, clauses, 1);
      expect(forgetful.solve()).toBe(reference);
      if (reference === 'sat') expect(satisfies(forgetful, clauses)).toBe(true);
    }
    expect(solverFor(30, pigeonhole(6, 5), 1).solve()).toBe('unsat');
  });
});

/** A small seeded generator (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** logic-solver (MiniSat compiled to JavaScript), a devDependency: an independent oracle. */
const Logic = createRequire(import.meta.url)('logic-solver') as {
  Solver: new () => { require(formula: unknown): void; solve(): unknown };
  or(...operands: string[]): unknown;
};

describe('SatSolver against MiniSat (logic-solver)', () => {
  it('agrees on random 3-SAT near the threshold, and its models satisfy every clause', () => {
    const next = seeded(426);
    for (let round = 0; round < 40; round++) {
      const variables = 50;
      const clauses = Array.from({ length: 213 }, () => {
        const chosen = new Set<number>();
        while (chosen.size < 3) chosen.add(1 + Math.floor(next() * variables));
        return [...chosen].map((v) => (next() < 0.5 ? -v : v));
      });
      const ours = solverFor(variables, clauses);
      const outcome = ours.solve();
      const minisat = new Logic.Solver();
      for (const clause of clauses)
        minisat.require(Logic.or(...clause.map((l) => (l > 0 ? `v${l}` : `-v${-l}`))));
      expect(outcome).toBe(minisat.solve() === null ? 'unsat' : 'sat');
      if (outcome === 'sat') expect(satisfies(ours, clauses)).toBe(true);
    }
    // Forty MiniSat runs (an emscripten build) take about a second alone; a CI machine running
    // other suites beside this one took over 5 s, the default limit. Not a speed test (see bench).
  }, 60_000);
});
