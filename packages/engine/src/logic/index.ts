/**
 * Logic: reading, writing and evaluating formulas of propositional and predicate logic, and
 * propositional truth tables (the counterexample finder's table).
 */
export type {
  AtomFormula,
  BinaryFormula,
  BinaryKind,
  Formula,
  LogicSystem,
  NotFormula,
  PredicateFormula,
  QuantifiedFormula,
  QuantifierKind,
  Term,
} from './ast';
export { compareAtomNames, formulaAtoms } from './atoms';
export { TooManyVariablesError, UnparsableFormulaError } from './errors';
export { evaluatePropositional } from './evaluate';
export { type FormatFormulaOptions, type FormulaNotation, formatFormula } from './format';
export {
  type FormulaParseError,
  MAX_FORMULA_DEPTH,
  type ParseFormulaOptions,
  type ParseFormulaResult,
  parseFormula,
} from './parse';
export {
  MAX_TRUTH_TABLE_VARIABLES,
  type PropositionalTruthTable,
  type PropositionalTruthTableRow,
  propositionalTruthTable,
} from './truthTable';
