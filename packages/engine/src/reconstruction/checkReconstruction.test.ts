import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Formula } from '../logic/ast';
import { formulaAtoms } from '../logic/atoms';
import { findCounterexamples } from '../logic/counterexamples';
import { findPredicateCountermodel } from '../logic/countermodel';
import { evaluatePropositional } from '../logic/evaluate';
import { formatFormula } from '../logic/format';
import { parseFormula } from '../logic/parse';
import { evaluatePredicate } from '../logic/predicateModel';
import type { ArgumentType } from '../probability/types';
import { checkReconstruction } from './checkReconstruction';
import type { ReconstructionReceipt } from './types';

function parsed(text: string): Formula {
  const result = parseFormula(text, { system: 'predicate' });
  if (!result.ok) throw new Error(result.error.message);
  return result.formula;
}

/** Premises get the ids p1, p2, … */
function receiptOf(
  premises: readonly string[],
  conclusion: string,
  argumentType: ArgumentType = 'DEDUCTIVE',
): ReconstructionReceipt {
  return checkReconstruction({
    premises: premises.map((formula, index) => ({ id: `p${index + 1}`, formula })),
    conclusion: { formula: conclusion },
    argumentType,
  });
}

/** Every assignment of the letters, as records. */
function rows(letters: readonly string[]): Record<string, boolean>[] {
  return Array.from({ length: 2 ** letters.length }, (_, row) =>
    Object.fromEntries(letters.map((name, i) => [name, ((row >> i) & 1) === 1])),
  );
}

function lettersOf(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap((text) => formulaAtoms(parsed(text))))];
}

/** Brute force: no row makes every premise true and the conclusion false. */
function bruteEntails(premises: readonly string[], conclusion: string): boolean {
  const letters = lettersOf([...premises, conclusion]);
  return rows(letters).every(
    (row) =>
      !premises.every((p) => evaluatePropositional(parsed(p), row)) ||
      evaluatePropositional(parsed(conclusion), row),
  );
}

/** Brute force: some row makes every formula true. */
function bruteConsistent(formulas: readonly string[]): boolean {
  const letters = lettersOf(formulas);
  return rows(letters).some((row) => formulas.every((f) => evaluatePropositional(parsed(f), row)));
}

function premiseNeeds(receipt: ReconstructionReceipt) {
  if (receipt.premisesNeeded.status !== 'checked')
    throw new Error(`premisesNeeded is ${receipt.premisesNeeded.status}`);
  return receipt.premisesNeeded.premises;
}

describe('checkReconstruction: valid forms', () => {
  const forms: [string, string[], string][] = [
    ['modus ponens', ['p → q', 'p'], 'q'],
    ['modus tollens', ['p → q', '¬q'], '¬p'],
    ['hypothetical syllogism', ['p → q', 'q → r'], 'p → r'],
    ['disjunctive syllogism', ['p ∨ q', '¬p'], 'q'],
  ];
  it.each(forms)('%s is valid, every premise needed, consistent, not circular', (_, ps, c) => {
    const receipt = receiptOf(ps, c);
    expect(receipt.system).toBe('propositional');
    expect(receipt.parses.allOk).toBe(true);
    expect(receipt.valid).toEqual({ status: 'valid' });
    expect(bruteEntails(ps, c)).toBe(true);
    expect(findCounterexamples({ premises: ps, conclusion: c }).valid).toBe(true);
    expect(premiseNeeds(receipt)).toEqual(
      ps.map((_, i) => ({ id: `p${i + 1}`, status: 'needed' })),
    );
    expect(receipt.consistent).toEqual({ status: 'consistent' });
    expect(receipt.circular).toEqual({ status: 'not-circular' });
    expect(receipt.missingPremise).toEqual({ status: 'not-applicable', reason: 'valid' });
  });

  it('a Barbara syllogism with a named individual is valid and needs both premises', () => {
    const receipt = receiptOf(['∀x (H(x) → M(x))', 'H(s)'], 'M(s)');
    expect(receipt.system).toBe('predicate');
    expect(receipt.valid).toEqual({ status: 'valid' });
    expect(premiseNeeds(receipt).map((p) => p.status)).toEqual(['needed', 'needed']);
    expect(receipt.consistent).toEqual({ status: 'consistent' });
    expect(receipt.circular).toEqual({ status: 'not-circular' });
  });

  it('Barbara between three terms is valid and needs both premises', () => {
    const receipt = receiptOf(['∀x (M(x) → P(x))', '∀x (S(x) → M(x))'], '∀x (S(x) → P(x))');
    expect(receipt.valid).toEqual({ status: 'valid' });
    expect(premiseNeeds(receipt).map((p) => p.status)).toEqual(['needed', 'needed']);
    // Its converse mistake (undistributed middle) is invalid, with a checked countermodel.
    const bad = receiptOf(['∀x (P(x) → M(x))', '∀x (S(x) → M(x))'], '∀x (S(x) → P(x))');
    expect(bad.valid.status).toBe('invalid');
    if (bad.valid.status !== 'invalid' || bad.valid.counterexample.kind !== 'model')
      throw new Error('expected a countermodel');
    const model = bad.valid.counterexample.model;
    expect(evaluatePredicate('∀x (P(x) → M(x))', model)).toBe(true);
    expect(evaluatePredicate('∀x (S(x) → M(x))', model)).toBe(true);
    expect(evaluatePredicate('∀x (S(x) → P(x))', model)).toBe(false);
  });
});

describe('checkReconstruction: invalid forms', () => {
  const forms: [string, string[], string][] = [
    ['affirming the consequent', ['p → q', 'q'], 'p'],
    ['denying the antecedent', ['p → q', '¬p'], '¬q'],
  ];
  it.each(forms)('%s is invalid with a row that really is a counterexample', (_, ps, c) => {
    const receipt = receiptOf(ps, c);
    expect(bruteEntails(ps, c)).toBe(false);
    if (receipt.valid.status !== 'invalid' || receipt.valid.counterexample.kind !== 'row')
      throw new Error('expected a counterexample row');
    const row = receipt.valid.counterexample.row;
    expect(Object.keys(row).sort()).toEqual(['p', 'q']);
    for (const premise of ps) expect(evaluatePropositional(parsed(premise), row)).toBe(true);
    expect(evaluatePropositional(parsed(c), row)).toBe(false);
    expect(row).toEqual({ p: false, q: true });
    expect(receipt.premisesNeeded).toEqual({ status: 'not-applicable', reason: 'invalid' });
    if (receipt.missingPremise.status !== 'found') throw new Error('expected a missing premise');
    expect(receipt.missingPremise.generalisation).toBeUndefined();
    const bridge = receipt.missingPremise.bridge.formula;
    expect(bruteEntails([...ps, bridge], c)).toBe(true);
  });

  it('words the bridge in the claims’ own words', () => {
    const receipt = checkReconstruction({
      premises: [
        { id: 'a', formula: 'r → w', text: 'If it rains, the street is wet.' },
        { id: 'b', formula: 'w', text: 'The street is wet.' },
      ],
      conclusion: { formula: 'r', text: 'It rained.' },
      argumentType: 'DEDUCTIVE',
    });
    expect(receipt.missingPremise).toEqual({
      status: 'found',
      bridge: {
        kind: 'bridge',
        formula: '(r → w) ∧ w → r',
        sentence: 'If (if it rains, the street is wet) and the street is wet, then it rained.',
      },
    });
  });
});

describe('checkReconstruction: premises needed', () => {
  it('flags an irrelevant premise as not needed, naming the premises that suffice', () => {
    const receipt = receiptOf(['p → q', 'r', 'p'], 'q');
    expect(receipt.valid).toEqual({ status: 'valid' });
    expect(premiseNeeds(receipt)).toEqual([
      { id: 'p1', status: 'needed' },
      { id: 'p2', status: 'not-needed', followsFrom: ['p1', 'p3'] },
      { id: 'p3', status: 'needed' },
    ]);
  });

  it('a duplicated premise: each one is not needed, the conclusion following from the other', () => {
    const receipt = receiptOf(['p', 'p → q', 'p'], 'q');
    expect(premiseNeeds(receipt)).toEqual([
      { id: 'p1', status: 'not-needed', followsFrom: ['p2', 'p3'] },
      { id: 'p2', status: 'needed' },
      { id: 'p3', status: 'not-needed', followsFrom: ['p1', 'p2'] },
    ]);
  });

  it('a logical truth as conclusion follows from no premise', () => {
    const receipt = receiptOf(['p'], 'q ∨ ¬q');
    expect(premiseNeeds(receipt)).toEqual([{ id: 'p1', status: 'not-needed', followsFrom: [] }]);
  });
});

describe('checkReconstruction: consistency', () => {
  it('{A, A → B, ¬B} is inconsistent with exactly that set as the conflicting set', () => {
    const receipt = receiptOf(['A', 'A → B', '¬B'], 'C');
    expect(receipt.consistent).toEqual({
      status: 'inconsistent',
      conflictingSet: ['p1', 'p2', 'p3'],
    });
    expect(bruteConsistent(['A', 'A → B', '¬B'])).toBe(false);
    // Inconsistent premises entail anything: valid, and C needs none of the unrelated ones.
    expect(receipt.valid).toEqual({ status: 'valid' });
  });

  it('leaves premises outside the conflict out of the conflicting set', () => {
    const receipt = receiptOf(['D', 'A', 'E ∨ A', 'A → B', 'D → E', '¬B'], 'C');
    expect(receipt.consistent).toEqual({
      status: 'inconsistent',
      conflictingSet: ['p2', 'p4', 'p6'],
    });
    if (receipt.consistent.status !== 'inconsistent') throw new Error('expected inconsistent');
    const byId = new Map(
      ['D', 'A', 'E ∨ A', 'A → B', 'D → E', '¬B'].map((f, i) => [`p${i + 1}`, f]),
    );
    const set = receipt.consistent.conflictingSet.map((id) => byId.get(id)!);
    expect(bruteConsistent(set)).toBe(false);
    for (const dropped of set) expect(bruteConsistent(set.filter((f) => f !== dropped))).toBe(true);
  });

  it('predicate premises: ∀x F(x) and ¬F(a) conflict', () => {
    const receipt = receiptOf(['∀x F(x)', 'G(a)', '¬F(a)'], 'G(b)');
    expect(receipt.consistent).toEqual({ status: 'inconsistent', conflictingSet: ['p1', 'p3'] });
  });
});

describe('checkReconstruction: Socrates', () => {
  const input = {
    premises: [{ id: 'man', formula: 'H(s)', text: 'Socrates is a man.' }],
    conclusion: { formula: 'M(s)', text: 'Socrates is mortal.' },
    argumentType: 'DEDUCTIVE' as const,
  };

  it('H(s) ⊢ M(s) (Socrates is a man, so he is mortal) is invalid, with a countermodel that really is one', () => {
    const receipt = checkReconstruction(input);
    expect(receipt.system).toBe('predicate');
    if (receipt.valid.status !== 'invalid' || receipt.valid.counterexample.kind !== 'model')
      throw new Error('expected a countermodel');
    const model = receipt.valid.counterexample.model;
    expect(evaluatePredicate('H(s)', model)).toBe(true);
    expect(evaluatePredicate('M(s)', model)).toBe(false);
  });

  it('the missing premise is the generalisation, and adding it makes the argument valid', () => {
    const receipt = checkReconstruction(input);
    expect(receipt.missingPremise).toEqual({
      status: 'found',
      bridge: {
        kind: 'bridge',
        formula: 'H(s) → M(s)',
        sentence: 'If Socrates is a man, then Socrates is mortal.',
      },
      generalisation: {
        kind: 'generalisation',
        formula: '∀x (H(x) → M(x))',
        sentence: 'Every man is mortal.',
      },
    });
    if (receipt.missingPremise.status !== 'found') throw new Error('expected found');
    for (const added of [receipt.missingPremise.bridge, receipt.missingPremise.generalisation!]) {
      const completed = checkReconstruction({
        ...input,
        premises: [...input.premises, { id: 'added', formula: added.formula }],
      });
      expect(completed.valid).toEqual({ status: 'valid' });
      // And by the countermodel search itself, on larger domains than the decision needs.
      expect(
        findPredicateCountermodel({
          premises: ['H(s)', added.formula],
          conclusion: 'M(s)',
          maxDomainSize: 5,
        }).found,
      ).toBe(false);
    }
  });

  it('generalises over the premises about the individual only, and keeps general premises', () => {
    const receipt = checkReconstruction({
      premises: [
        { id: 'a', formula: '∀x (G(x) → H(x))' },
        { id: 'b', formula: 'G(s)', text: 'Socrates is Greek.' },
        { id: 'c', formula: 'W(s)', text: 'Socrates is wise.' },
      ],
      conclusion: { formula: 'F(s)', text: 'Socrates is famous.' },
      argumentType: 'DEDUCTIVE',
    });
    if (receipt.missingPremise.status !== 'found') throw new Error('expected found');
    expect(receipt.missingPremise.generalisation).toEqual({
      kind: 'generalisation',
      formula: '∀y (G(y) ∧ W(y) → F(y))',
      sentence: 'Everything that is Greek and wise is famous.',
    });
  });

  it('offers no generalisation for an argument about two individuals', () => {
    const receipt = receiptOf(['F(a)', 'R(a, b)'], 'G(b)');
    if (receipt.missingPremise.status !== 'found') throw new Error('expected found');
    expect(receipt.missingPremise.generalisation).toBeUndefined();
    expect(receipt.missingPremise.bridge.formula).toBe('F(a) ∧ R(a, b) → G(b)');
  });
});

describe('checkReconstruction: circularity', () => {
  it('names the premise equivalent to the conclusion', () => {
    const receipt = receiptOf(['q', '¬¬(p ∧ r)'], 'r ∧ p');
    expect(receipt.circular).toEqual({ status: 'circular', premiseIds: ['p2'] });
    expect(receipt.valid).toEqual({ status: 'valid' });
  });

  it('a premise that only entails the conclusion is not circular', () => {
    expect(receiptOf(['p ∧ q'], 'p').circular).toEqual({ status: 'not-circular' });
  });

  it('in predicate logic: ∀x F(x) restated as ¬∃x ¬F(x)', () => {
    expect(receiptOf(['¬∃x ¬F(x)'], '∀y F(y)').circular).toEqual({
      status: 'circular',
      premiseIds: ['p1'],
    });
  });
});

describe('checkReconstruction: parse errors, inductive, undecided', () => {
  it('reports parse errors per claim and checks nothing else', () => {
    const receipt = receiptOf(['p →', 'q'], 'r ∧');
    expect(receipt.parses).toEqual({
      allOk: false,
      premises: [
        {
          id: 'p1',
          ok: false,
          message: 'Expected a formula after "→" at position 3',
          position: 3,
        },
        { id: 'p2', ok: true },
      ],
      conclusion: { ok: false, message: 'Expected a formula after "∧" at position 3', position: 3 },
    });
    expect(receipt.system).toBeNull();
    for (const check of [
      receipt.valid,
      receipt.premisesNeeded,
      receipt.consistent,
      receipt.circular,
      receipt.missingPremise,
    ])
      expect(check).toEqual({ status: 'not-applicable', reason: 'unparsable' });
  });

  it('reads predicates as errors when told the argument is propositional', () => {
    const receipt = checkReconstruction({
      premises: [{ id: 'a', formula: 'F(a)' }],
      conclusion: { formula: 'p' },
      argumentType: 'DEDUCTIVE',
      system: 'propositional',
    });
    expect(receipt.parses.premises[0]!.ok).toBe(false);
    expect(receipt.parses.conclusion).toEqual({ ok: true });
  });

  it('an inductive argument: validity does not apply, the other checks still run', () => {
    const receipt = receiptOf(['A', 'A → B', '¬B'], 'B', 'INDUCTIVE');
    expect(receipt.valid).toEqual({ status: 'not-applicable', reason: 'inductive' });
    expect(receipt.premisesNeeded).toEqual({ status: 'not-applicable', reason: 'inductive' });
    expect(receipt.missingPremise).toEqual({ status: 'not-applicable', reason: 'inductive' });
    expect(receipt.consistent).toEqual({
      status: 'inconsistent',
      conflictingSet: ['p1', 'p2', 'p3'],
    });
    expect(receipt.circular).toEqual({ status: 'not-circular' });
  });

  it('a valid argument with a relation that the engine cannot prove is undecided', () => {
    const receipt = receiptOf(['∀x R(x, x)'], '∃y R(a, y)');
    expect(receipt.valid).toEqual({ status: 'undecided', searchedUpTo: 4 });
    expect(receipt.premisesNeeded).toEqual({ status: 'not-applicable', reason: 'undecided' });
    expect(receipt.missingPremise).toEqual({ status: 'not-applicable', reason: 'undecided' });
  });

  it('rejects two premises with the same id', () => {
    expect(() =>
      checkReconstruction({
        premises: [
          { id: 'a', formula: 'p' },
          { id: 'a', formula: 'q' },
        ],
        conclusion: { formula: 'q' },
        argumentType: 'DEDUCTIVE',
      }),
    ).toThrow('Two premises have the id "a"');
  });
});

describe('checkReconstruction: against brute-force truth tables', () => {
  const leaf = fc.constantFrom<Formula>(
    { kind: 'atom', name: 'p' },
    { kind: 'atom', name: 'q' },
    { kind: 'atom', name: 'r' },
  );
  const formula: fc.Arbitrary<Formula> = fc.letrec<{ f: Formula }>((tie) => ({
    f: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      tie('f').map((operand): Formula => ({ kind: 'not', operand })),
      fc
        .tuple(
          fc.constantFrom('and', 'or', 'implies', 'iff') as fc.Arbitrary<'and'>,
          tie('f'),
          tie('f'),
        )
        .map(([kind, left, right]): Formula => ({ kind, left, right })),
    ),
  })).f;
  const argument = fc.record({
    premises: fc.array(
      formula.map((f) => formatFormula(f)),
      { maxLength: 4 },
    ),
    conclusion: formula.map((f) => formatFormula(f)),
  });

  it('agrees on every check, and the missing premise always makes the argument valid', () => {
    fc.assert(
      fc.property(argument, ({ premises, conclusion }) => {
        const receipt = receiptOf(premises, conclusion);
        const ids = premises.map((_, i) => `p${i + 1}`);
        const byId = new Map(ids.map((id, i) => [id, premises[i]!]));
        const valid = bruteEntails(premises, conclusion);
        expect(receipt.valid.status).toBe(valid ? 'valid' : 'invalid');
        expect(findCounterexamples({ premises, conclusion, method: 'search' }).valid).toBe(valid);

        if (receipt.valid.status === 'invalid') {
          if (receipt.valid.counterexample.kind !== 'row') throw new Error('expected a row');
          const row = receipt.valid.counterexample.row;
          expect(Object.keys(row).sort()).toEqual(lettersOf([...premises, conclusion]).sort());
          for (const p of premises) expect(evaluatePropositional(parsed(p), row)).toBe(true);
          expect(evaluatePropositional(parsed(conclusion), row)).toBe(false);
          if (receipt.missingPremise.status !== 'found') throw new Error('expected found');
          const bridge = receipt.missingPremise.bridge.formula;
          expect(bruteEntails([...premises, bridge], conclusion)).toBe(true);
          // The weakest: every extra premise that makes the argument valid entails it.
          expect(bruteEntails([conclusion], bridge)).toBe(true);
        } else {
          for (const need of premiseNeeds(receipt)) {
            const rest = ids.filter((id) => id !== need.id).map((id) => byId.get(id)!);
            expect(need.status).toBe(bruteEntails(rest, conclusion) ? 'not-needed' : 'needed');
            if (need.status === 'not-needed') {
              const from = need.followsFrom.map((id) => byId.get(id)!);
              expect(need.followsFrom).not.toContain(need.id);
              expect(bruteEntails(from, conclusion)).toBe(true);
              for (const dropped of need.followsFrom)
                expect(
                  bruteEntails(
                    need.followsFrom.filter((id) => id !== dropped).map((id) => byId.get(id)!),
                    conclusion,
                  ),
                ).toBe(false);
              expect(from.length).toBeLessThanOrEqual(premises.length - 1);
            }
          }
        }

        const consistent = bruteConsistent(premises);
        expect(receipt.consistent.status).toBe(consistent ? 'consistent' : 'inconsistent');
        if (receipt.consistent.status === 'inconsistent') {
          const set = receipt.consistent.conflictingSet;
          expect(bruteConsistent(set.map((id) => byId.get(id)!))).toBe(false);
          for (const dropped of set)
            expect(
              bruteConsistent(set.filter((id) => id !== dropped).map((id) => byId.get(id)!)),
            ).toBe(true);
        }

        const equivalent = ids.filter(
          (id) =>
            bruteEntails([byId.get(id)!], conclusion) && bruteEntails([conclusion], byId.get(id)!),
        );
        expect(receipt.circular).toEqual(
          equivalent.length > 0
            ? { status: 'circular', premiseIds: equivalent }
            : { status: 'not-circular' },
        );
      }),
      { numRuns: 300, seed: 15 },
    );
  });
});

describe('checkReconstruction: against every model of monadic predicate arguments', () => {
  const a = { kind: 'constant', name: 'a' } as const;
  const x = { kind: 'variable', name: 'x' } as const;
  const closedLeaf = fc.constantFrom<Formula>(
    { kind: 'predicate', name: 'F', args: [a] },
    { kind: 'predicate', name: 'G', args: [a] },
  );
  const openLeaf = fc.constantFrom<Formula>(
    { kind: 'predicate', name: 'F', args: [x] },
    { kind: 'predicate', name: 'G', args: [x] },
    { kind: 'predicate', name: 'F', args: [a] },
  );
  const connect = (operand: fc.Arbitrary<Formula>) =>
    fc.oneof(
      { depthSize: 'small' },
      operand,
      operand.map((inner): Formula => ({ kind: 'not', operand: inner })),
      fc
        .tuple(fc.constantFrom('and', 'or', 'implies') as fc.Arbitrary<'and'>, operand, operand)
        .map(([kind, left, right]): Formula => ({ kind, left, right })),
    );
  const body = connect(connect(openLeaf));
  const quantified = fc
    .tuple(fc.constantFrom('forall', 'exists') as fc.Arbitrary<'forall'>, body)
    .map(([kind, inner]): Formula => ({ kind, variable: 'x', body: inner }));
  const formula = connect(fc.oneof(closedLeaf, quantified)).map((f) => formatFormula(f));

  /** Every model with 1 to 4 individuals (2^2 suffice for two predicates): is there a countermodel? */
  function bruteCountermodel(premiseTexts: readonly string[], conclusionText: string): boolean {
    const premises = premiseTexts.map(parsed);
    const conclusion = parsed(conclusionText);
    for (let size = 1; size <= 4; size++) {
      const domain = Array.from({ length: size }, (_, i) => `d${i}`);
      for (let f = 0; f < 2 ** size; f++)
        for (let g = 0; g < 2 ** size; g++)
          for (const denotes of domain) {
            const model = {
              domain,
              interpretations: {
                F: domain.filter((_, i) => (f >> i) & 1).map((d) => [d]),
                G: domain.filter((_, i) => (g >> i) & 1).map((d) => [d]),
              },
              constants: { a: denotes },
            };
            if (
              premises.every((p) => evaluatePredicate(p, model)) &&
              !evaluatePredicate(conclusion, model)
            )
              return true;
          }
    }
    return false;
  }

  it('valid agrees with a search of every model, and the missing premises make it valid', () => {
    fc.assert(
      fc.property(
        fc.array(formula, { minLength: 1, maxLength: 3 }),
        formula,
        (premises, conclusion) => {
          const receipt = receiptOf(premises, conclusion);
          const invalid = bruteCountermodel(premises, conclusion);
          expect(receipt.valid.status).toBe(invalid ? 'invalid' : 'valid');
          if (receipt.valid.status === 'invalid') {
            if (receipt.valid.counterexample.kind !== 'model') throw new Error('expected a model');
            const model = receipt.valid.counterexample.model;
            for (const p of premises) expect(evaluatePredicate(p, model)).toBe(true);
            expect(evaluatePredicate(conclusion, model)).toBe(false);
            if (receipt.missingPremise.status !== 'found') throw new Error('expected found');
            const { bridge, generalisation } = receipt.missingPremise;
            for (const added of [bridge, ...(generalisation === undefined ? [] : [generalisation])])
              expect(bruteCountermodel([...premises, added.formula], conclusion)).toBe(false);
            // The conclusion names a (the one constant) whenever it can be generalised over.
            if (generalisation !== undefined) expect(conclusion).toContain('(a)');
          }
        },
      ),
      { numRuns: 60, seed: 15 },
    );
  }, 60_000);
});
