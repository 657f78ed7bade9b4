/**
 * Parsing the claims of a reconstruction, internal to the reconstruction module: each claim's
 * own result, so one bad formula does not hide whether the others parse.
 */
import type { Formula, LogicSystem } from '../logic/ast';
import { parseFormula } from '../logic/parse';
import { isPredicateFormula } from './satisfiable';
import type { ClaimParse, ParsesCheck, ReconstructionInput } from './types';

/** The parse check, and the formulas when every claim parses. */
export interface ParsedClaims {
  readonly check: ParsesCheck;
  /** The premises' formulas in input order, or `null` when some claim does not parse. */
  readonly premises: readonly Formula[] | null;
  readonly conclusion: Formula | null;
  /** `'predicate'` when some claim has a predicate or a quantifier; `null` when some claim fails. */
  readonly system: LogicSystem | null;
}

function parseClaim(text: string, system: LogicSystem): { parse: ClaimParse; formula?: Formula } {
  const result = parseFormula(text, { system });
  if (result.ok) return { parse: { ok: true }, formula: result.formula };
  return {
    parse: { ok: false, message: result.error.message, position: result.error.position },
  };
}

/**
 * Parses every premise and the conclusion in the input's system (predicate mode by default,
 * which reads propositional formulas too).
 *
 * @throws Error when two premises share an id (the receipt names premises by id).
 */
export function parseClaims(input: ReconstructionInput): ParsedClaims {
  const ids = new Set<string>();
  for (const premise of input.premises) {
    if (ids.has(premise.id)) throw new Error(`Two premises have the id "${premise.id}"`);
    ids.add(premise.id);
  }
  const mode = input.system ?? 'predicate';
  const premises = input.premises.map((premise) => ({
    id: premise.id,
    ...parseClaim(premise.formula, mode),
  }));
  const conclusion = parseClaim(input.conclusion.formula, mode);
  const allOk = conclusion.parse.ok && premises.every((premise) => premise.parse.ok);
  const check: ParsesCheck = {
    allOk,
    premises: premises.map((premise) => ({ id: premise.id, ...premise.parse })),
    conclusion: conclusion.parse,
  };
  if (!allOk) return { check, premises: null, conclusion: null, system: null };
  const formulas = premises.map((premise) => premise.formula!);
  const all = [...formulas, conclusion.formula!];
  return {
    check,
    premises: formulas,
    conclusion: conclusion.formula!,
    system: all.some(isPredicateFormula) ? 'predicate' : 'propositional',
  };
}
