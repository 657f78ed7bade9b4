import type { Formula, Term } from './ast';
import { UnparsableFormulaError } from './errors';
import { parseFormula } from './parse';

/**
 * The extension of each predicate: the tuples of domain items it is true of
 * (`{ F: [['a'], ['b']], R: [['a', 'b']] }`). A sentence letter is true when its entry holds the
 * empty tuple (`{ P: [[]] }`). A predicate with no entry is true of nothing.
 */
export type PredicateInterpretations = Readonly<Record<string, readonly (readonly string[])[]>>;

/** A finite model for predicate logic. */
export interface PredicateModel {
  /** The domain items, by name. */
  readonly domain: readonly string[];
  readonly interpretations: PredicateInterpretations;
  /**
   * The domain item each individual constant denotes. A constant missing here denotes the
   * domain item with its own name.
   */
  readonly constants?: Readonly<Record<string, string>>;
}

/** A formula names an individual constant that denotes nothing in the model. */
export class UnknownConstantError extends Error {
  /** The constant's name. */
  readonly constant: string;

  constructor(constant: string) {
    super(
      `The constant "${constant}" does not name anything in the domain: add a domain item called "${constant}" or give "${constant}" as an alternative name of one`,
    );
    this.name = 'UnknownConstantError';
    this.constant = constant;
  }
}

/** The extension of every predicate as a set of tuple keys, cached per interpretations object. */
const extensionCache = new WeakMap<object, Map<string, Set<string>>>();

function tupleKey(items: readonly string[]): string {
  return JSON.stringify(items);
}

function extensionsOf(interpretations: PredicateInterpretations): Map<string, Set<string>> {
  let extensions = extensionCache.get(interpretations);
  if (extensions === undefined) {
    extensions = new Map();
    for (const [name, tuples] of Object.entries(interpretations))
      extensions.set(name, new Set(tuples.map(tupleKey)));
    extensionCache.set(interpretations, extensions);
  }
  return extensions;
}

function parsePredicate(text: string, index: number, count: number): Formula {
  const result = parseFormula(text, { system: 'predicate' });
  if (!result.ok) throw new UnparsableFormulaError(index, count, text, result.error);
  return result.formula;
}

/**
 * The truth value of a formula of predicate logic in a finite model. Quantifiers range over
 * `model.domain`; `∀` over an empty domain is true and `∃` false.
 *
 * @param formula - A parsed formula, or formula text (read in predicate mode).
 * @throws {@link UnknownConstantError} when a constant denotes nothing (see
 *   {@link PredicateModel.constants}).
 * @throws {@link UnparsableFormulaError} when `formula` is text that cannot be parsed.
 *
 * @example
 * evaluatePredicate('∀x (F(x) → G(x))', {
 *   domain: ['a', 'b'],
 *   interpretations: { F: [['a']], G: [['a'], ['b']] },
 * }); // true
 */
export function evaluatePredicate(formula: Formula | string, model: PredicateModel): boolean {
  const parsed = typeof formula === 'string' ? parsePredicate(formula, 0, 1) : formula;
  const extensions = extensionsOf(model.interpretations);
  const constants = model.constants ?? {};
  const domain = new Set(model.domain);
  const bindings = new Map<string, string[]>();

  const denote = (term: Term): string => {
    if (term.kind === 'variable') {
      const stack = bindings.get(term.name);
      const item = stack?.[stack.length - 1];
      if (item === undefined) throw new Error(`The variable "${term.name}" is not bound`);
      return item;
    }
    const item = Object.hasOwn(constants, term.name) ? constants[term.name] : undefined;
    if (item !== undefined) return item;
    if (domain.has(term.name)) return term.name;
    throw new UnknownConstantError(term.name);
  };

  const quantify = (node: Formula & { kind: 'forall' | 'exists' }): boolean => {
    let stack = bindings.get(node.variable);
    if (stack === undefined) {
      stack = [];
      bindings.set(node.variable, stack);
    }
    const wanted = node.kind === 'exists';
    const depth = stack.length;
    try {
      for (const item of model.domain) {
        stack.push(item);
        const value = evaluate(node.body);
        stack.pop();
        if (value === wanted) return wanted;
      }
    } finally {
      stack.length = depth; // as it was, even when evaluation threw midway
    }
    return !wanted;
  };

  const evaluate = (node: Formula): boolean => {
    switch (node.kind) {
      case 'atom':
        return extensions.get(node.name)?.has('[]') ?? false;
      case 'predicate':
        return extensions.get(node.name)?.has(tupleKey(node.args.map(denote))) ?? false;
      case 'not':
        return !evaluate(node.operand);
      case 'and':
        return evaluate(node.left) && evaluate(node.right);
      case 'or':
        return evaluate(node.left) || evaluate(node.right);
      case 'implies':
        return !evaluate(node.left) || evaluate(node.right);
      case 'iff':
        return evaluate(node.left) === evaluate(node.right);
      case 'forall':
      case 'exists':
        return quantify(node);
    }
  };

  return evaluate(parsed);
}

/** The individual constants a formula names, in order of first occurrence. */
export function formulaConstants(formula: Formula): string[] {
  const names = new Set<string>();
  const visit = (node: Formula): void => {
    switch (node.kind) {
      case 'atom':
        return;
      case 'predicate':
        for (const term of node.args) if (term.kind === 'constant') names.add(term.name);
        return;
      case 'not':
        visit(node.operand);
        return;
      case 'forall':
      case 'exists':
        visit(node.body);
        return;
      default:
        visit(node.left);
        visit(node.right);
    }
  };
  visit(formula);
  return [...names];
}

/** Shown when a new domain item's name is empty. */
export const DOMAIN_ITEM_NAME_REQUIRED = 'Please enter a domain item name';
/** Shown when a new domain item's name is already taken. */
export const DOMAIN_ITEM_EXISTS = 'This domain item already exists';
/** Shown when a new alternative name is empty. */
export const ALTERNATIVE_NAME_REQUIRED = 'Please enter an alternative name';
/** Shown when a new alternative name is already taken. */
export const ALTERNATIVE_NAME_EXISTS = 'This alternative name already exists';
/** Validation of a predicate counterexample needs this many domain items. */
export const MIN_COUNTEREXAMPLE_DOMAIN_SIZE = 2;
export const DOMAIN_TOO_SMALL = 'Your domain should have at least 2 elements';
export const INTERPRETATIONS_REQUIRED =
  'You need to define interpretations for at least some predicates';
export const PREMISES_MUST_BE_TRUE = 'All premises must be true in a counterexample';
export const CONCLUSION_MUST_BE_FALSE = 'The conclusion must be false in a counterexample';
export const COUNTEREXAMPLE_VALIDATED_SUCCESSFULLY = 'Counterexample validated successfully!';

/**
 * Checks the name of a domain item about to be added (after trimming).
 *
 * @returns `'Please enter a domain item name'`, `'This domain item already exists'`, or null
 *   when the name can be added.
 */
export function validateDomainItem(name: string, domain: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return DOMAIN_ITEM_NAME_REQUIRED;
  if (domain.includes(trimmed)) return DOMAIN_ITEM_EXISTS;
  return null;
}

/**
 * Checks an alternative name about to be added (after trimming) against the names already
 * in use (`existing`: the item's alternative names, or every name in the model).
 *
 * @returns `'Please enter an alternative name'`, `'This alternative name already exists'`, or
 *   null when the name can be added.
 */
export function validateAlternativeName(name: string, existing: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return ALTERNATIVE_NAME_REQUIRED;
  if (existing.includes(trimmed)) return ALTERNATIVE_NAME_EXISTS;
  return null;
}

/** Input of {@link validatePredicateCounterexample}: an argument and the user's model. */
export interface ValidatePredicateCounterexampleInput {
  /** The premises, as formula text (predicate logic). */
  readonly premises: readonly string[];
  readonly conclusion: string;
  /** The domain items, by name. */
  readonly domain: readonly string[];
  readonly interpretations: PredicateInterpretations;
  /** Other names of a domain item, by item: `{ a: ['alice'] }` lets the constant `alice` denote `a`. */
  readonly alternativeNames?: Readonly<Record<string, readonly string[]>>;
}

/** The verdict of {@link validatePredicateCounterexample}. */
export interface PredicateCounterexampleCheck {
  /** True when the model makes every premise true and the conclusion false. */
  valid: boolean;
  /** The spec's message for the first problem, or `'Counterexample validated successfully!'`. */
  message: string;
  /** Each premise's value in the model; empty when the model could not be evaluated. */
  premiseValues: boolean[];
  /** The conclusion's value in the model; null when the model could not be evaluated. */
  conclusionValue: boolean | null;
}

/**
 * Checks a user's finite model against an argument of predicate logic. A constant denotes the
 * domain item with its name, or the item that lists it among its alternative names.
 *
 * The checks, in order, each returning `valid: false` with its message: at least two domain
 * items (`'Your domain should have at least 2 elements'`); at least one interpreted predicate
 * (`'You need to define interpretations for at least some predicates'`); interpretations use
 * only domain items; alternative names are unambiguous; every formula parses (the parser's
 * message); every constant denotes an item; all premises true (`'All premises must be true in
 * a counterexample'`); the conclusion false (`'The conclusion must be false in a
 * counterexample'`). Success: `'Counterexample validated successfully!'`.
 *
 * @example
 * validatePredicateCounterexample({
 *   premises: ['∃x F(x)'], conclusion: '∀x F(x)',
 *   domain: ['a', 'b'], interpretations: { F: [['a']] },
 * }).message // 'Counterexample validated successfully!'
 */
export function validatePredicateCounterexample(
  input: ValidatePredicateCounterexampleInput,
): PredicateCounterexampleCheck {
  const fail = (message: string): PredicateCounterexampleCheck => ({
    valid: false,
    message,
    premiseValues: [],
    conclusionValue: null,
  });
  const { domain, interpretations } = input;
  if (new Set(domain).size < MIN_COUNTEREXAMPLE_DOMAIN_SIZE) return fail(DOMAIN_TOO_SMALL);
  if (Object.keys(interpretations).length === 0) return fail(INTERPRETATIONS_REQUIRED);

  const items = new Set(domain);
  for (const [name, tuples] of Object.entries(interpretations))
    for (const tuple of tuples)
      for (const item of tuple)
        if (!items.has(item))
          return fail(`The interpretation of "${name}" uses "${item}", which is not in the domain`);

  const constants: Record<string, string> = {};
  for (const item of domain) constants[item] = item;
  for (const [item, names] of Object.entries(input.alternativeNames ?? {})) {
    if (!items.has(item))
      return fail(`Alternative names are given for "${item}", which is not in the domain`);
    for (const name of names) {
      const taken = Object.hasOwn(constants, name) ? constants[name] : undefined;
      if (taken !== undefined && taken !== item)
        return fail(`The name "${name}" is used for both "${taken}" and "${item}"`);
      constants[name] = item;
    }
  }

  const texts = [...input.premises, input.conclusion];
  const formulas: Formula[] = [];
  for (const [index, text] of texts.entries()) {
    const result = parseFormula(text, { system: 'predicate' });
    if (!result.ok)
      return fail(new UnparsableFormulaError(index, texts.length, text, result.error).message);
    formulas.push(result.formula);
  }
  for (const formula of formulas)
    for (const constant of formulaConstants(formula))
      if (!Object.hasOwn(constants, constant))
        return fail(new UnknownConstantError(constant).message);

  const model: PredicateModel = { domain, interpretations, constants };
  const values = formulas.map((formula) => evaluatePredicate(formula, model));
  const conclusionValue = values.pop()!;
  if (!values.every(Boolean))
    return { valid: false, message: PREMISES_MUST_BE_TRUE, premiseValues: values, conclusionValue };
  if (conclusionValue)
    return {
      valid: false,
      message: CONCLUSION_MUST_BE_FALSE,
      premiseValues: values,
      conclusionValue,
    };
  return {
    valid: true,
    message: COUNTEREXAMPLE_VALIDATED_SUCCESSFULLY,
    premiseValues: values,
    conclusionValue,
  };
}
