/**
 * Every fixture argument through the offline extractor and the formaliser: the formulas parse
 * in the engine, each span holds its claim's words, the formulas are the expected ones, and the
 * engine's own counterexample searches agree with the fixture's expected verdicts.
 */
import {
  findCounterexamples,
  findPredicateCountermodel,
  type LogicSystem,
  parseFormula,
} from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { reconstructArgument } from '../reconstruct';
import { ARGUMENTS, type ArgumentFixture } from './__fixtures__/arguments';
import { type FormalisedClaim, formalise } from './formalise';
import { normaliseWording } from './normalise';
import { wordsOf } from './words';

/** The fixture's claims as the offline extractor takes them from its text. */
function claimsOf(fixture: ArgumentFixture) {
  const { argument } = reconstructArgument({
    text: fixture.text,
    instructions: '',
    modelId: 'offline',
    currentArgument: null,
  });
  if (!argument) throw new Error(`nothing extracted from ${fixture.text}`);
  return {
    premises: [
      ...argument.premises.map((premise) => premise.content),
      ...(fixture.addedPremises ?? []),
    ],
    conclusion: argument.conclusion.content,
  };
}

function formalised(fixture: ArgumentFixture) {
  const claims = claimsOf(fixture);
  return { claims, result: formalise({ text: fixture.text, ...claims }) };
}

/** The words of a text, normalised one by one (so the set ignores case, articles and forms). */
function contentWords(text: string): string[] {
  return wordsOf(text)
    .map((word) => normaliseWording([word.text]))
    .filter((word) => word !== '');
}

/** Whether the premises entail the conclusion (no counterexample; up to 4 things for predicates). */
function entails(premises: readonly string[], conclusion: string, system: LogicSystem): boolean {
  if (system === 'propositional') return findCounterexamples({ premises, conclusion }).valid;
  return !findPredicateCountermodel({ premises, conclusion }).found;
}

/** A sentence letter no fixture uses: the premises entail it only when they are inconsistent. */
const FRESH = 'z9';

describe('formaliser fixtures', () => {
  it('holds at least 20 arguments', () => {
    expect(ARGUMENTS.length).toBeGreaterThanOrEqual(20);
  });

  for (const fixture of ARGUMENTS) {
    describe(fixture.name, () => {
      const { claims, result } = formalised(fixture);
      const pairs: [string, FormalisedClaim][] = [
        ...claims.premises.map((claim, index): [string, FormalisedClaim] => [
          claim,
          result.premises[index]!,
        ]),
        [claims.conclusion, result.conclusion],
      ];

      it('writes the expected formulas, each of which parses', () => {
        expect({
          premises: result.premises.map((claim) => claim.formula),
          conclusion: result.conclusion.formula,
        }).toEqual({
          premises: fixture.expected.premises,
          conclusion: fixture.expected.conclusion,
        });
        for (const [, claim] of pairs) {
          const parsed = parseFormula(claim.formula, { system: result.system });
          expect(parsed.ok, `${claim.formula}: ${JSON.stringify(parsed)}`).toBe(true);
        }
      });

      it('places each claim on its words in the text (added premises are implicit)', () => {
        const added = new Set(fixture.addedPremises ?? []);
        for (const [text, claim] of pairs) {
          if (added.has(text)) {
            expect(claim).toMatchObject({ implicit: true });
            continue;
          }
          if (!('sourceSpans' in claim)) throw new Error(`${text} has no spans`);
          expect(claim.sourceSpans.length).toBeGreaterThan(0);
          const covered = claim.sourceSpans
            .map(([start, end]) => fixture.text.slice(start, end))
            .join(' ');
          const inSpan = new Set(contentWords(covered));
          for (const word of contentWords(text))
            expect(inSpan, `${text} / ${covered}`).toContain(word);
        }
      });

      it('agrees with the engine on validity, needed premises and consistency', () => {
        const premises = fixture.expected.premises;
        const conclusion = fixture.expected.conclusion;
        expect(entails(premises, conclusion, result.system)).toBe(fixture.expected.valid);
        const needed = fixture.expected.valid
          ? premises
              .map((_, index) => index)
              .filter(
                (index) =>
                  !entails(
                    premises.filter((_, other) => other !== index),
                    conclusion,
                    result.system,
                  ),
              )
          : [];
        expect(needed).toEqual(fixture.expected.premisesNeeded);
        expect(!entails(premises, FRESH, result.system)).toBe(fixture.expected.consistent);
        const equivalent = premises.some(
          (premise) =>
            entails([premise], conclusion, result.system) &&
            entails([conclusion], premise, result.system),
        );
        expect(equivalent).toBe(fixture.expected.circular);
      });
    });
  }
});
