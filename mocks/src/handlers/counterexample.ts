import {
  propositionalTruthTable,
  TooManyVariablesError,
  UnparsableFormulaError,
} from '@credence/engine';
import { regiment } from '../ai/regiment';
import { fail } from '../validation';
import type { CallResolvers } from './define';

/** Regimentation (deterministic AI) and the propositional truth table (the engine's). */
export const counterexampleResolvers: Pick<CallResolvers, 'regiment' | 'counterexampleTruthTable'> =
  {
    regiment: ({ body }) => regiment(body),
    counterexampleTruthTable: ({ body }) => {
      try {
        return propositionalTruthTable(body.formulas);
      } catch (error) {
        if (error instanceof UnparsableFormulaError || error instanceof TooManyVariablesError) {
          fail(422, error.message);
        }
        throw error;
      }
    },
  };
