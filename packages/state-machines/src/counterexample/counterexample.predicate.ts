import {
  ALTERNATIVE_NAME_DUPLICATE_TEXT,
  ALTERNATIVE_NAME_EMPTY_TEXT,
  DOMAIN_ITEM_DUPLICATE_TEXT,
  DOMAIN_ITEM_EMPTY_TEXT,
} from './counterexample.messages';
import type { PredicateModelData, PredicateSignature } from './counterexample.types';

/** A domain needs at least this many items to be validated. */
export const MIN_DOMAIN_SIZE = 2;

/** An empty predicate model. */
export function emptyPredicateData(): PredicateModelData {
  return { domain: [], predicates: [], alternativeNames: {}, interpretations: {} };
}

/**
 * The predicates the formulas use, in order of first use: an uppercase letter (optionally with
 * digits) applied to terms written `F(a, b)` or `Fab`. A predicate used with several arities
 * keeps the largest. Sentence letters (no terms) are not predicates.
 */
export function predicateSignatures(formulas: readonly string[]): PredicateSignature[] {
  const arities = new Map<string, number>();
  const pattern = /([A-Z]\d*)(?:\(([^()]*)\)|((?:[a-z]\d*)+))/g;
  for (const formula of formulas) {
    for (const match of formula.matchAll(pattern)) {
      const name = match[1]!;
      const arity =
        match[2] !== undefined
          ? match[2].split(',').filter((term) => term.trim() !== '').length
          : (match[3]?.match(/[a-z]\d*/g)?.length ?? 0);
      if (arity > 0) arities.set(name, Math.max(arities.get(name) ?? 0, arity));
    }
  }
  return [...arities].map(([name, arity]) => ({ name, arity }));
}

/** The model with the formulas' predicates, keeping the extensions of predicates still used. */
export function withPredicates(
  data: PredicateModelData,
  predicates: PredicateSignature[],
): PredicateModelData {
  const interpretations: Record<string, string[][]> = {};
  for (const { name, arity } of predicates) {
    interpretations[name] = (data.interpretations[name] ?? []).filter((t) => t.length === arity);
  }
  return { ...data, predicates, interpretations };
}

/** Why a domain item cannot be added, or null. */
export function domainItemError(data: PredicateModelData, name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return DOMAIN_ITEM_EMPTY_TEXT;
  return data.domain.includes(trimmed) ? DOMAIN_ITEM_DUPLICATE_TEXT : null;
}

/** Adds a domain item (trimmed). */
export function addDomainItem(data: PredicateModelData, name: string): PredicateModelData {
  return { ...data, domain: [...data.domain, name.trim()] };
}

/** Removes a domain item with its alternative names and every tuple that uses it. */
export function removeDomainItem(data: PredicateModelData, name: string): PredicateModelData {
  const { [name]: _names, ...alternativeNames } = data.alternativeNames;
  const interpretations: Record<string, string[][]> = {};
  for (const [predicate, tuples] of Object.entries(data.interpretations)) {
    interpretations[predicate] = tuples.filter((tuple) => !tuple.includes(name));
  }
  return {
    ...data,
    domain: data.domain.filter((item) => item !== name),
    alternativeNames,
    interpretations,
  };
}

/**
 * Why an alternative name cannot be added, or null: empty, or already naming an item (as an item
 * or as another alternative name).
 */
export function alternativeNameError(data: PredicateModelData, name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return ALTERNATIVE_NAME_EMPTY_TEXT;
  const taken = Object.values(data.alternativeNames).some((names) => names.includes(trimmed));
  return taken || data.domain.includes(trimmed) ? ALTERNATIVE_NAME_DUPLICATE_TEXT : null;
}

/** Adds an alternative name (trimmed) to a domain item. */
export function addAlternativeName(
  data: PredicateModelData,
  item: string,
  name: string,
): PredicateModelData {
  const names = data.alternativeNames[item] ?? [];
  return {
    ...data,
    alternativeNames: { ...data.alternativeNames, [item]: [...names, name.trim()] },
  };
}

/** Removes an alternative name of a domain item. */
export function removeAlternativeName(
  data: PredicateModelData,
  item: string,
  name: string,
): PredicateModelData {
  const names = (data.alternativeNames[item] ?? []).filter((other) => other !== name);
  return { ...data, alternativeNames: { ...data.alternativeNames, [item]: names } };
}

const sameTuple = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Whether a tuple may join a predicate's extension: right length, known items, not there yet. */
export function canAddTuple(
  data: PredicateModelData,
  predicate: string,
  tuple: readonly string[],
): boolean {
  const signature = data.predicates.find((p) => p.name === predicate);
  if (!signature || tuple.length !== signature.arity) return false;
  if (!tuple.every((item) => data.domain.includes(item))) return false;
  return !(data.interpretations[predicate] ?? []).some((other) => sameTuple(other, tuple));
}

/** Adds a tuple to a predicate's extension (a dragged item is a one-item tuple). */
export function addTuple(
  data: PredicateModelData,
  predicate: string,
  tuple: readonly string[],
): PredicateModelData {
  const tuples = data.interpretations[predicate] ?? [];
  return {
    ...data,
    interpretations: { ...data.interpretations, [predicate]: [...tuples, [...tuple]] },
  };
}

/** Removes a tuple from a predicate's extension. */
export function removeTuple(
  data: PredicateModelData,
  predicate: string,
  tuple: readonly string[],
): PredicateModelData {
  const tuples = (data.interpretations[predicate] ?? []).filter((t) => !sameTuple(t, tuple));
  return { ...data, interpretations: { ...data.interpretations, [predicate]: tuples } };
}

/** Whether some predicate has a non-empty extension. */
export function hasInterpretations(data: PredicateModelData): boolean {
  return Object.values(data.interpretations).some((tuples) => tuples.length > 0);
}
