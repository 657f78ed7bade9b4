/**
 * The engine's logic receipt (`checkReconstruction`) on every fixture's formalisation: the
 * verdicts a deductive reading of the fixture expects.
 */
import { checkReconstruction } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { reconstructArgument } from '../reconstruct';
import { ARGUMENTS, type ArgumentFixture } from './__fixtures__/arguments';
import { formalise } from './formalise';

/** The fixture's claims as the offline extractor takes them, and their formalisation. */
function formalised(fixture: ArgumentFixture) {
  const { argument } = reconstructArgument({
    text: fixture.text,
    instructions: '',
    modelId: 'offline',
    currentArgument: null,
  });
  if (!argument) throw new Error(`nothing extracted from ${fixture.text}`);
  const premises = [
    ...argument.premises.map((premise) => premise.content),
    ...(fixture.addedPremises ?? []),
  ];
  const conclusion = argument.conclusion.content;
  return { premises, conclusion, result: formalise({ text: fixture.text, premises, conclusion }) };
}

describe('checkReconstruction on the formaliser fixtures', () => {
  for (const fixture of ARGUMENTS) {
    it(`${fixture.name}: the expected verdicts`, () => {
      const { premises, conclusion, result } = formalised(fixture);
      const ids = premises.map((_, index) => `p${index + 1}`);
      const receipt = checkReconstruction({
        premises: result.premises.map((claim, index) => ({
          id: ids[index]!,
          formula: claim.formula,
          text: premises[index]!,
        })),
        conclusion: { formula: result.conclusion.formula, text: conclusion },
        argumentType: 'DEDUCTIVE',
      });
      const expected = fixture.expected;
      expect(receipt.system).toBe(result.system);
      expect(receipt.parses.allOk).toBe(true);
      expect(receipt.valid.status).toBe(expected.valid ? 'valid' : 'invalid');
      if (expected.valid) {
        if (receipt.premisesNeeded.status !== 'checked') throw new Error('premises not checked');
        const needed = receipt.premisesNeeded.premises
          .filter((premise) => premise.status === 'needed')
          .map((premise) => premise.id);
        expect(needed).toEqual(expected.premisesNeeded.map((index) => ids[index]));
        expect(receipt.missingPremise.status).toBe('not-applicable');
      } else {
        expect(receipt.premisesNeeded).toEqual({ status: 'not-applicable', reason: 'invalid' });
        expect(receipt.missingPremise.status).toBe('found');
      }
      expect(receipt.consistent.status).toBe(expected.consistent ? 'consistent' : 'inconsistent');
      expect(receipt.circular.status).toBe(expected.circular ? 'circular' : 'not-circular');
      if (expected.missingGeneralisation !== undefined) {
        if (receipt.missingPremise.status !== 'found') throw new Error('no missing premise');
        expect(receipt.missingPremise.generalisation?.formula).toBe(expected.missingGeneralisation);
      }
    });
  }
});
