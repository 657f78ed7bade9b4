/**
 * Logic: reading, writing and evaluating formulas of propositional and predicate logic,
 * propositional truth tables, the counterexample finder (truth table or SAT search, checking a
 * user's assignment), finite models of predicate logic (evaluation, validation of a user's
 * countermodel, countermodel search), the logical-expression builder's rules, and saved proofs.
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
export {
  type CheckPropositionalCounterexampleInput,
  COUNTEREXAMPLE_TABLE_MAX_ATOMS,
  COUNTEREXAMPLE_VALIDATED,
  type CounterexampleMethod,
  type CounterexampleSearchResult,
  checkPropositionalCounterexample,
  type FindCounterexamplesInput,
  findCounterexamples,
  NOT_A_PROPOSITIONAL_COUNTEREXAMPLE,
  type PropositionalCounterexampleCheck,
} from './counterexamples';
export {
  DEFAULT_COUNTERMODEL_DOMAIN_SIZE,
  type FindPredicateCountermodelInput,
  findPredicateCountermodel,
  MAX_COUNTERMODEL_CONFLICTS,
  MAX_GROUND_CLAUSES,
  type PredicateCountermodel,
  type PredicateCountermodelSearch,
} from './countermodel';
export { TooManyVariablesError, UnparsableFormulaError } from './errors';
export { evaluatePropositional } from './evaluate';
export {
  AND_NEEDS_TWO_OPERANDS,
  BICONDITIONAL_NEEDS_TWO_OPERANDS,
  COMPOUND_NEEDS_OPERATOR,
  CONDITIONAL_NEEDS_TWO_OPERANDS,
  type CreateExpressionInput,
  canAddOperand,
  changeExpressionType,
  createExpression,
  DEFAULT_EXPRESSION_MAX_DEPTH,
  DEPENDENCY_FORM_EXPRESSION_MAX_DEPTH,
  EMPTY_OPERAND,
  EXPRESSION_NEEDS_OPERAND,
  EXPRESSION_OPERATORS,
  EXPRESSION_PROBABILITY_RANGE,
  EXPRESSION_TYPES,
  EXPRESSION_VALID,
  type Expression,
  type ExpressionFormulaOptions,
  type ExpressionOperator,
  type ExpressionType,
  type ExpressionValidation,
  expressionToFormula,
  expressionTooDeep,
  formatExpression,
  type LogicalExpression,
  MISSING_OPERAND_ATOM,
  NOT_NEEDS_ONE_OPERAND,
  OR_NEEDS_TWO_OPERANDS,
  SIMPLE_NEEDS_ONE_OPERAND,
  type ValidateExpressionOptions,
  validateExpression,
} from './expression';
export { type FormatFormulaOptions, type FormulaNotation, formatFormula } from './format';
export {
  type FormulaParseError,
  MAX_FORMULA_DEPTH,
  type ParseFormulaOptions,
  type ParseFormulaResult,
  parseFormula,
} from './parse';
export {
  ALTERNATIVE_NAME_EXISTS,
  ALTERNATIVE_NAME_REQUIRED,
  CONCLUSION_MUST_BE_FALSE,
  COUNTEREXAMPLE_VALIDATED_SUCCESSFULLY,
  DOMAIN_ITEM_EXISTS,
  DOMAIN_ITEM_NAME_REQUIRED,
  DOMAIN_TOO_SMALL,
  evaluatePredicate,
  formulaConstants,
  INTERPRETATIONS_REQUIRED,
  MIN_COUNTEREXAMPLE_DOMAIN_SIZE,
  PREMISES_MUST_BE_TRUE,
  type PredicateCounterexampleCheck,
  type PredicateInterpretations,
  type PredicateModel,
  UnknownConstantError,
  type ValidatePredicateCounterexampleInput,
  validateAlternativeName,
  validateDomainItem,
  validatePredicateCounterexample,
} from './predicateModel';
export { type ParsedProof, type ProofLine, type ProofSubproof, parseProofV4 } from './proofV4';
export {
  MAX_TRUTH_TABLE_VARIABLES,
  type PropositionalTruthTable,
  type PropositionalTruthTableRow,
  propositionalTruthTable,
} from './truthTable';
