import type { Formula } from './ast';
import { UnparsableFormulaError } from './errors';
import { parseFormula } from './parse';
import { evaluatePredicate, formulaConstants, type PredicateModel } from './predicateModel';
import { negative, positive } from './sat';
import { CnfBuilder, type LiteralResolver } from './tseitin';

/** The largest domain {@link findPredicateCountermodel} tries unless told otherwise. */
export const DEFAULT_COUNTERMODEL_DOMAIN_SIZE = 4;
/** A domain size whose grounding needs more clauses than this is not tried. */
export const MAX_GROUND_CLAUSES = 2_000_000;
/** A domain size whose SAT search meets more conflicts than this is given up. */
export const MAX_COUNTERMODEL_CONFLICTS = 200_000;

/** Input of {@link findPredicateCountermodel}. */
export interface FindPredicateCountermodelInput {
  /** The premises, as formula text (predicate logic). */
  readonly premises: readonly string[];
  readonly conclusion: string;
  /** The largest domain to try, a positive integer. Default {@link DEFAULT_COUNTERMODEL_DOMAIN_SIZE} (4). */
  readonly maxDomainSize?: number;
}

/** A finite countermodel, in the shape the predicate panel edits. */
export interface PredicateCountermodel extends PredicateModel {
  readonly domain: string[];
  /** Every predicate and sentence letter of the argument, with its extension (maybe empty). */
  readonly interpretations: Record<string, string[][]>;
  /** The domain item each constant of the argument denotes. */
  readonly constants: Record<string, string>;
  /**
   * The same denotations as alternative names: an item named after a constant lists the other
   * constants denoting it, so the model can be handed to `validatePredicateCounterexample`.
   */
  readonly alternativeNames: Record<string, string[]>;
}

/** What {@link findPredicateCountermodel} found. */
export interface PredicateCountermodelSearch {
  /** Whether a countermodel was found. */
  found: boolean;
  /** A model making every premise true and the conclusion false, when found. */
  model?: PredicateCountermodel;
  /**
   * The largest domain size fully searched: the countermodel's size when found (its smallest
   * size), else `maxDomainSize`, or less when a size was too large to search.
   */
  searchedUpTo: number;
}

class SearchTooLarge extends Error {}

interface Grounding {
  readonly builder: CnfBuilder;
  /** `name/arity` → tuple key (`'0,2'`) → variable. */
  readonly predicates: Map<string, Map<string, number>>;
  /** Per constant (in `constants` order), per element: the variable "denotes it", or -1. */
  readonly denotations: number[][];
}

/**
 * Grounds the argument over the domain `0 … size-1`: each quantifier becomes a conjunction or
 * disjunction over the elements, each ground atom a variable, each constant a choice of element.
 */
function ground(formulas: readonly Formula[], constants: readonly string[], size: number) {
  const builder = new CnfBuilder();
  const solver = builder.solver;
  const predicates = new Map<string, Map<string, number>>();
  const atoms = new Map<string, number>();
  const constantIndex = new Map(constants.map((name, index) => [name, index]));

  // Symmetry breaking: the elements can be renumbered in the order constants first reach them,
  // so the i-th constant may be taken to denote one of the elements 0 … i.
  const denotations = constants.map((_, index) => {
    const choices: number[] = [];
    for (let element = 0; element < size; element++)
      choices.push(element <= index ? solver.newVariable() : -1);
    const allowed = choices.filter((v) => v !== -1);
    solver.addClause(allowed.map(positive));
    for (let i = 0; i < allowed.length; i++)
      for (let j = i + 1; j < allowed.length; j++)
        solver.addClause([negative(allowed[i]!), negative(allowed[j]!)]);
    return choices;
  });

  const predicateLiteral = (name: string, tuple: readonly number[]): number => {
    const key = `${name}/${tuple.length}`;
    let table = predicates.get(key);
    if (table === undefined) {
      table = new Map();
      predicates.set(key, table);
    }
    const tupleKey = tuple.join(',');
    let v = table.get(tupleKey);
    if (v === undefined) {
      v = solver.newVariable();
      table.set(tupleKey, v);
    }
    return positive(v);
  };

  const bindings = new Map<string, number[]>();
  const checkBudget = () => {
    if (solver.clauseCount > MAX_GROUND_CLAUSES) throw new SearchTooLarge();
  };

  const resolve: LiteralResolver = {
    atom(name) {
      let v = atoms.get(name);
      if (v === undefined) {
        v = solver.newVariable();
        atoms.set(name, v);
      }
      return positive(v);
    },
    other(formula, build) {
      if (formula.kind === 'predicate') {
        const fixed: number[] = [];
        const open: number[] = []; // constants of this atom, by index, without repeats
        for (const term of formula.args) {
          if (term.kind === 'variable') {
            const stack = bindings.get(term.name);
            const element = stack?.[stack.length - 1];
            if (element === undefined) throw new Error(`The variable "${term.name}" is not bound`);
            fixed.push(element);
          } else {
            const c = constantIndex.get(term.name)!;
            fixed.push(-2 - c);
            if (!open.includes(c)) open.push(c);
          }
        }
        if (open.length === 0) return predicateLiteral(formula.name, fixed);
        // F(a, x) is true when, for the element d that a denotes, F(d, x) is.
        const options: number[] = [];
        const choice = new Array<number>(open.length).fill(0);
        const visit = (k: number): void => {
          if (k === open.length) {
            const tuple = fixed.map((t) => (t >= 0 ? t : choice[open.indexOf(-2 - t)]!));
            const conditions = open.map((c, i) => positive(denotations[c]![choice[i]!]!));
            options.push(build.and([...conditions, predicateLiteral(formula.name, tuple)]));
            return;
          }
          const row = denotations[open[k]!]!;
          for (let element = 0; element < size; element++) {
            if (row[element] === -1) continue;
            choice[k] = element;
            visit(k + 1);
          }
        };
        visit(0);
        checkBudget();
        return build.or(options);
      }
      if (formula.kind === 'forall' || formula.kind === 'exists') {
        let stack = bindings.get(formula.variable);
        if (stack === undefined) {
          stack = [];
          bindings.set(formula.variable, stack);
        }
        const instances: number[] = [];
        for (let element = 0; element < size; element++) {
          stack.push(element);
          instances.push(build.encode(formula.body, resolve));
          stack.pop();
        }
        checkBudget();
        return formula.kind === 'forall' ? build.and(instances) : build.or(instances);
      }
      throw new Error(`Unexpected "${formula.kind}" while grounding`);
    },
  };

  formulas.forEach((formula, index) => {
    builder.assert(formula, index < formulas.length - 1, resolve);
    checkBudget();
  });
  const grounding: Grounding = { builder, predicates, denotations };
  return { grounding, atoms };
}

/** Names the elements: after the first constant denoting one, else `e1`, `e2`, … */
function elementNames(size: number, constants: readonly string[], denotes: readonly number[]) {
  const names: string[] = new Array<string>(size).fill('');
  const alternativeNames: Record<string, string[]> = {};
  constants.forEach((constant, c) => {
    const element = denotes[c]!;
    const name = names[element]!;
    if (name === '') {
      names[element] = constant;
      alternativeNames[constant] = [];
    } else {
      alternativeNames[name]!.push(constant);
    }
  });
  const taken = new Set(constants);
  let counter = 1;
  const fresh = (): string => {
    while (taken.has(`e${counter}`)) counter++;
    const name = `e${counter}`;
    taken.add(name);
    return name;
  };
  for (let element = 0; element < size; element++)
    if (names[element] === '') names[element] = fresh();
  return { names, alternativeNames, fresh };
}

/**
 * Searches finite domains of size 1, 2, … `maxDomainSize` for a model of predicate logic that
 * makes every premise true and the conclusion false (a countermodel), returning the smallest.
 *
 * Each size is grounded to propositional logic (quantifiers become conjunctions and disjunctions
 * over the elements, ground atoms become variables, each constant a choice of element) and
 * handed to the CDCL SAT solver, with the elements' symmetry broken for the constants. The
 * model found is checked by {@link evaluatePredicate} before it is returned. A one-element
 * countermodel is returned with its element doubled (without identity, a copy of an element
 * changes no truth value), so every model meets the validator's two-item minimum.
 *
 * Since a model of any size can be padded to every larger size, "none up to n" means none of
 * any size up to n. A size whose grounding or search is too large
 * ({@link MAX_GROUND_CLAUSES}, {@link MAX_COUNTERMODEL_CONFLICTS}) ends the search early:
 * `searchedUpTo` then says how far it got.
 *
 * @throws {@link UnparsableFormulaError} for the first formula that cannot be parsed.
 * @throws RangeError when `maxDomainSize` is not a positive integer.
 *
 * @example
 * findPredicateCountermodel({ premises: [], conclusion: '∀y∃x F(x, y) → ∃x∀y F(x, y)' }).found // true
 */
export function findPredicateCountermodel(
  input: FindPredicateCountermodelInput,
): PredicateCountermodelSearch {
  const maxDomainSize = input.maxDomainSize ?? DEFAULT_COUNTERMODEL_DOMAIN_SIZE;
  if (!Number.isInteger(maxDomainSize) || maxDomainSize < 1)
    throw new RangeError(`maxDomainSize must be a positive integer, got ${maxDomainSize}`);
  const texts = [...input.premises, input.conclusion];
  const formulas = texts.map((text, index) => {
    const result = parseFormula(text, { system: 'predicate' });
    if (!result.ok) throw new UnparsableFormulaError(index, texts.length, text, result.error);
    return result.formula;
  });
  const constants = [...new Set(formulas.flatMap(formulaConstants))];

  for (let size = 1; size <= maxDomainSize; size++) {
    let outcome: ReturnType<typeof ground>;
    try {
      outcome = ground(formulas, constants, size);
    } catch (caught) {
      if (caught instanceof SearchTooLarge) return { found: false, searchedUpTo: size - 1 };
      throw caught;
    }
    const { grounding, atoms } = outcome;
    const solver = grounding.builder.solver;
    const result = solver.solve(MAX_COUNTERMODEL_CONFLICTS);
    if (result === 'unknown') return { found: false, searchedUpTo: size - 1 };
    if (result === 'unsat') continue;

    const denotes = grounding.denotations.map((row) =>
      row.findIndex((v) => v !== -1 && solver.modelValue(v)),
    );
    const { names, alternativeNames, fresh } = elementNames(size, constants, denotes);
    const interpretations: Record<string, string[][]> = {};
    for (const [key, table] of grounding.predicates) {
      const name = key.slice(0, key.lastIndexOf('/'));
      const extension = interpretations[name] ?? [];
      interpretations[name] = extension;
      for (const [tupleKey, v] of table)
        if (solver.modelValue(v))
          extension.push(tupleKey.split(',').map((element) => names[Number(element)]!));
    }
    for (const [name, v] of atoms) {
      const extension = interpretations[name] ?? [];
      interpretations[name] = extension;
      if (solver.modelValue(v)) extension.push([]);
    }
    const constantMap: Record<string, string> = {};
    constants.forEach((constant, c) => {
      constantMap[constant] = names[denotes[c]!]!;
    });
    const domain = [...names];
    if (size === 1) {
      // Double the only element so the model has the two items a counterexample needs.
      const original = names[0]!;
      const copy = fresh();
      domain.push(copy);
      for (const [name, tuples] of Object.entries(interpretations)) {
        interpretations[name] = tuples.flatMap((tuple) =>
          tuple.reduce<string[][]>(
            (partial, item) =>
              partial.flatMap((prefix) =>
                item === original
                  ? [
                      [...prefix, item],
                      [...prefix, copy],
                    ]
                  : [[...prefix, item]],
              ),
            [[]],
          ),
        );
      }
    }
    for (const tuples of Object.values(interpretations)) tuples.sort(compareTuples(domain));
    for (const [name, others] of Object.entries(alternativeNames))
      if (others.length === 0) delete alternativeNames[name];
    const model: PredicateCountermodel = {
      domain,
      interpretations,
      constants: constantMap,
      alternativeNames,
    };
    const values = formulas.map((formula) => evaluatePredicate(formula, model));
    const conclusionValue = values.pop();
    if (!values.every(Boolean) || conclusionValue !== false)
      throw new Error('Internal error: the countermodel found does not falsify the argument');
    return { found: true, model, searchedUpTo: size };
  }
  return { found: false, searchedUpTo: maxDomainSize };
}

/** Orders tuples by their items' places in the domain. */
function compareTuples(domain: readonly string[]) {
  const place = new Map(domain.map((name, index) => [name, index]));
  return (a: readonly string[], b: readonly string[]): number => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const difference = place.get(a[i]!)! - place.get(b[i]!)!;
      if (difference !== 0) return difference;
    }
    return a.length - b.length;
  };
}
