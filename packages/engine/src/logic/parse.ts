import type { BinaryKind, Formula, LogicSystem, QuantifierKind, Term } from './ast';
import { isUppercase, type Token, tokenize } from './tokens';

/**
 * How deeply a formula may nest (connectives, quantifiers and parentheses counted together).
 * Real formulas stay far below; the limit keeps hostile input from exhausting the call stack.
 */
export const MAX_FORMULA_DEPTH = 256;

/** Options of {@link parseFormula}. */
export interface ParseFormulaOptions {
  /**
   * Which logic to read the text in. Default `'propositional'`.
   * - `'propositional'`: atoms (`p`, `q1`, and single uppercase letters `P`, `Q2`) and the
   *   connectives. A predicate with arguments (`F(a)`, `Fa`) or a quantifier is an error that
   *   says predicate logic is needed.
   * - `'predicate'`: also predicates with arguments and the quantifiers. An atom (lowercase or
   *   uppercase) is still accepted as a sentence letter.
   */
  readonly system?: LogicSystem;
}

/** Why a text is not a formula. */
export interface FormulaParseError {
  /** A sentence for the user that names the position, e.g. `Expected a formula after "→" at position 5`. */
  readonly message: string;
  /** 0-based index (UTF-16 code units) of the character where reading failed; the text length at the end. */
  readonly position: number;
}

/** The outcome of {@link parseFormula}. */
export type ParseFormulaResult =
  | { readonly ok: true; readonly formula: Formula }
  | { readonly ok: false; readonly error: FormulaParseError };

/** Thrown inside the parser to unwind to {@link parseFormula}; never escapes it. */
class ParseFailure {
  constructor(readonly error: FormulaParseError) {}
}

const BINARY_KIND: Readonly<Partial<Record<Token['kind'], BinaryKind>>> = {
  and: 'and',
  or: 'or',
  implies: 'implies',
  iff: 'iff',
};

class Parser {
  private index = 0;
  private depth = 0;
  private readonly bound: string[] = [];
  private readonly depths = new WeakMap<Formula, number>();

  constructor(
    private readonly text: string,
    private readonly tokens: readonly Token[],
    private readonly system: LogicSystem,
  ) {}

  parse(): Formula {
    const formula = this.parseIff(undefined);
    const next = this.peek();
    if (next.kind === 'end') return formula;
    if (next.kind === 'rparen')
      this.fail(`Unexpected ")" at position ${next.start}: no "(" is open`, next.start);
    this.fail(
      `Expected an operator (∧ ∨ → ↔) or the end of the formula at position ${next.start}, found "${next.text}"${this.adjacentNameHint(next)}`,
      next.start,
    );
  }

  // ── token access ─────────────────────────────────────────────────────────────

  private peek(offset = 0): Token {
    const last = this.tokens[this.tokens.length - 1]!;
    return this.tokens[this.index + offset] ?? last;
  }

  private advance(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private fail(message: string, position: number): never {
    throw new ParseFailure({ message, position });
  }

  /** Enters one level of recursion; fails past {@link MAX_FORMULA_DEPTH}. */
  private enter(at: Token): void {
    this.depth++;
    if (this.depth > MAX_FORMULA_DEPTH) this.tooDeep(at);
  }

  private leave(): void {
    this.depth--;
  }

  private tooDeep(at: Token): never {
    this.fail(
      `The formula nests too deeply at position ${at.start} (more than ${MAX_FORMULA_DEPTH} levels)`,
      at.start,
    );
  }

  /** Records a node's depth in the tree, failing past the limit (long chains of ∧ nest too). */
  private node(formula: Formula, children: readonly Formula[], at: Token): Formula {
    let depth = 0;
    for (const child of children) depth = Math.max(depth, this.depths.get(child) ?? 1);
    depth++;
    if (depth > MAX_FORMULA_DEPTH) this.tooDeep(at);
    this.depths.set(formula, depth);
    return formula;
  }

  private adjacentNameHint(token: Token): string {
    if (token.kind !== 'name') return '';
    const previous = this.tokens[this.index - 1];
    if (previous?.kind === 'name' && previous.end === token.start) {
      const both = this.text.slice(previous.start, token.end);
      return ` ("${both}" is two names: a name is one letter, optionally followed by digits)`;
    }
    if (token.text === 'v') return ' (for "or" write ∨ or |)';
    return '';
  }

  /** Fails because a formula was expected at the current token. */
  private expectedFormula(after: string | undefined): never {
    const token = this.peek();
    const where = after === undefined ? '' : ` after "${after}"`;
    if (token.kind === 'end') {
      if (after === undefined)
        this.fail(
          `The formula is empty: expected a formula at position ${token.start}`,
          token.start,
        );
      this.fail(`Expected a formula${where} at position ${token.start}`, token.start);
    }
    if (token.kind === 'rparen' && after === undefined)
      this.fail(`Unexpected ")" at position ${token.start}: no "(" is open`, token.start);
    this.fail(
      `Expected a formula${where} at position ${token.start}, found "${token.text}"`,
      token.start,
    );
  }

  // ── grammar: iff < implies < or < and < unary < primary ──────────────────────

  /** `A ↔ B ↔ C` is `(A ↔ B) ↔ C`. */
  private parseIff(after: string | undefined): Formula {
    let left = this.parseImplies(after);
    while (this.peek().kind === 'iff') {
      const operator = this.advance();
      const right = this.parseImplies(operator.text);
      left = this.node({ kind: 'iff', left, right }, [left, right], operator);
    }
    return left;
  }

  /** `A → B → C` is `A → (B → C)`. */
  private parseImplies(after: string | undefined): Formula {
    const left = this.parseOr(after);
    if (this.peek().kind !== 'implies') return left;
    const operator = this.advance();
    this.enter(operator);
    const right = this.parseImplies(operator.text);
    this.leave();
    return this.node({ kind: 'implies', left, right }, [left, right], operator);
  }

  private parseOr(after: string | undefined): Formula {
    return this.parseLeftChain(
      'or',
      () => this.parseAnd(after),
      (text) => this.parseAnd(text),
    );
  }

  private parseAnd(after: string | undefined): Formula {
    return this.parseLeftChain(
      'and',
      () => this.parseUnary(after),
      (text) => this.parseUnary(text),
    );
  }

  private parseLeftChain(
    kind: 'and' | 'or',
    first: () => Formula,
    next: (after: string) => Formula,
  ): Formula {
    let left = first();
    while (BINARY_KIND[this.peek().kind] === kind) {
      const operator = this.advance();
      const right = next(operator.text);
      left = this.node({ kind, left, right }, [left, right], operator);
    }
    return left;
  }

  /** Negation and quantifiers bind tighter than every binary connective. */
  private parseUnary(after: string | undefined): Formula {
    const token = this.peek();
    if (token.kind === 'not') {
      this.advance();
      this.enter(token);
      const operand = this.parseUnary(token.text);
      this.leave();
      return this.node({ kind: 'not', operand }, [operand], token);
    }
    if (token.kind === 'forall' || token.kind === 'exists') {
      this.requirePredicateLogic(token);
      this.advance();
      const variable = this.parseBoundVariable(token);
      const prefix = this.text.slice(token.start, this.peek(-1).end);
      return this.parseQuantifierBody(token.kind, variable, prefix, token);
    }
    return this.parsePrimary(after);
  }

  private parsePrimary(after: string | undefined): Formula {
    const token = this.peek();
    if (token.kind === 'lparen') {
      const quantifier = this.peek(1);
      if (
        (quantifier.kind === 'forall' || quantifier.kind === 'exists') &&
        this.peek(2).kind === 'name' &&
        this.peek(3).kind === 'rparen'
      ) {
        // The textbook prefix `(∀x)`: the quantifier in parentheses, then its body.
        this.requirePredicateLogic(quantifier);
        this.advance();
        this.advance();
        const variable = this.parseBoundVariable(quantifier);
        const close = this.advance();
        const prefix = this.text.slice(token.start, close.end);
        return this.parseQuantifierBody(quantifier.kind, variable, prefix, quantifier);
      }
      this.advance();
      this.enter(token);
      const inner = this.parseIff('(');
      this.leave();
      const close = this.peek();
      if (close.kind === 'rparen') {
        this.advance();
        return inner;
      }
      if (close.kind === 'end')
        this.fail(
          `Expected ")" at position ${close.start} to close the "(" at position ${token.start}`,
          close.start,
        );
      this.fail(
        `Expected ")" or an operator at position ${close.start}, found "${close.text}"${this.adjacentNameHint(close)}`,
        close.start,
      );
    }
    if (token.kind === 'name') return this.parseName(token);
    this.expectedFormula(after);
  }

  private requirePredicateLogic(quantifier: Token): void {
    if (this.system === 'propositional')
      this.fail(
        `"${quantifier.text}" at position ${quantifier.start} is a quantifier, which needs predicate logic`,
        quantifier.start,
      );
  }

  /** Reads the variable after a quantifier (the quantifier token is already consumed). */
  private parseBoundVariable(quantifier: Token): string {
    const token = this.peek();
    if (token.kind === 'name' && !isUppercase(token.text[0])) {
      if (token.text.length > 1)
        this.fail(
          `A quantifier binds one lowercase letter, found "${token.text}" at position ${token.start}`,
          token.start,
        );
      this.advance();
      return token.text;
    }
    const found = token.kind === 'end' ? '' : `, found "${token.text}"`;
    this.fail(
      `Expected a variable (one lowercase letter) after "${quantifier.text}" at position ${token.start}${found}`,
      token.start,
    );
  }

  private parseQuantifierBody(
    kind: QuantifierKind,
    variable: string,
    prefix: string,
    at: Token,
  ): Formula {
    this.enter(at);
    this.bound.push(variable);
    const body = this.parseUnary(prefix);
    this.bound.pop();
    this.leave();
    return this.node({ kind, variable, body }, [body], at);
  }

  /** An atom, or (uppercase, followed by arguments) a predicate. */
  private parseName(token: Token): Formula {
    this.advance();
    const next = this.peek();
    if (isUppercase(token.text[0])) {
      const parenthesised = next.kind === 'lparen';
      const adjacentTerm =
        next.kind === 'name' && next.start === token.end && !isUppercase(next.text[0]);
      if (!parenthesised && !adjacentTerm) return { kind: 'atom', name: token.text };
      if (this.system === 'propositional')
        this.fail(
          `"${this.predicatePreview(token)}" at position ${token.start} is a predicate with arguments, which needs predicate logic; propositional atoms are letters like p, q1 or P`,
          token.start,
        );
      const args = parenthesised ? this.parseArgumentList(token) : this.parseAdjacentTerms(token);
      return { kind: 'predicate', name: token.text, args };
    }
    if (this.system === 'predicate') {
      if (next.kind === 'lparen' && next.start === token.end)
        this.fail(
          `"${token.text}(" at position ${token.start}: a predicate name starts with an uppercase letter, e.g. ${token.text.toUpperCase()}(a)`,
          token.start,
        );
      if (this.bound.includes(token.text))
        this.fail(
          `"${token.text}" at position ${token.start} is a variable bound by a quantifier, not a statement: use it as an argument, e.g. F(${token.text})`,
          token.start,
        );
    }
    return { kind: 'atom', name: token.text };
  }

  /** What the user wrote for a predicate application, for the propositional-mode error. */
  private predicatePreview(name: Token): string {
    const close = this.text.indexOf(')', name.end);
    const next = this.peek();
    if (next.kind === 'lparen' && close !== -1) return this.text.slice(name.start, close + 1);
    if (next.kind === 'lparen') return `${name.text}(…)`;
    let end = next.end;
    for (let k = 1; ; k++) {
      const following = this.peek(k);
      if (following.kind !== 'name' || following.start !== end || isUppercase(following.text[0]))
        break;
      end = following.end;
    }
    return this.text.slice(name.start, end);
  }

  /** `Rxy`: lowercase names written right after the predicate letter, without spaces. */
  private parseAdjacentTerms(name: Token): Term[] {
    const args: Term[] = [];
    let end = name.end;
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'name' || token.start !== end || isUppercase(token.text[0])) break;
      this.advance();
      args.push(this.term(token));
      end = token.end;
    }
    return args;
  }

  /** `R(x, y)`: the `(` is the current token. */
  private parseArgumentList(name: Token): Term[] {
    const open = this.advance();
    const args: Term[] = [];
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'name' || isUppercase(token.text[0])) {
        const found =
          token.kind === 'end'
            ? ''
            : `, found "${token.text}"${token.kind === 'name' ? ' (terms are lowercase)' : ''}`;
        this.fail(
          `Expected a term (a lowercase name such as a or x) in the arguments of "${name.text}" at position ${token.start}${found}`,
          token.start,
        );
      }
      this.advance();
      args.push(this.term(token));
      const after = this.peek();
      if (after.kind === 'comma') {
        this.advance();
        continue;
      }
      if (after.kind === 'rparen') {
        this.advance();
        return args;
      }
      if (after.kind === 'end')
        this.fail(
          `Expected ")" at position ${after.start} to close the "(" at position ${open.start}`,
          after.start,
        );
      this.fail(
        `Expected "," or ")" in the arguments of "${name.text}" at position ${after.start}, found "${after.text}"`,
        after.start,
      );
    }
  }

  /** A bound single letter is a variable; any other lowercase name is a constant. */
  private term(token: Token): Term {
    return this.bound.includes(token.text)
      ? { kind: 'variable', name: token.text }
      : { kind: 'constant', name: token.text };
  }
}

/**
 * Reads a formula of propositional or predicate logic.
 *
 * Syntax:
 * - Atoms: a letter optionally followed by digits (`p`, `p1`, `a27`). Uppercase letters are atoms
 *   too (`P`, `Q2`) because regimentations often use them; in propositional mode an uppercase
 *   letter with arguments (`F(a)`, `Fa`) is an error that says predicate logic is needed.
 * - Predicates (predicate mode): an uppercase letter (optionally with digits) with arguments,
 *   either in parentheses `F(a)`, `R(x, y)` or written right after it without spaces `Fa`, `Rxy`
 *   (then each argument is a letter with optional digits: `Ra1b` is `R(a1, b)`).
 * - Terms: a single lowercase letter bound by an enclosing quantifier is a variable; every other
 *   lowercase name (unbound letters, `a1`) is an individual constant.
 * - Connectives: `¬ ~ !` (not), `∧ &` (and), `∨ |` (or), `→ -> =>` (implies),
 *   `↔ <-> <=>` (iff); quantifiers `∀x`, `∃x`, `forall x`, `exists x`, and the textbook
 *   prefixes `(∀x)`, `(∃x)`.
 * - Precedence, tightest first: `¬` and the quantifiers, `∧`, `∨`, `→`, `↔`. `→` is
 *   right-associative (`p → q → r` is `p → (q → r)`); `∧`, `∨` and `↔` are left-associative.
 *   A quantifier's scope is the smallest formula after it, like `¬`: `∀x Fx → Gx` is
 *   `(∀x Fx) → Gx` (with `x` in `Gx` a constant); write `∀x (Fx → Gx)` for the wide scope.
 * - Whitespace is ignored, except that `Fa` (predicate) differs from `F a` (an error).
 *
 * Never throws: a failure returns the first problem with its 0-based position (UTF-16 code
 * units, i.e. a JavaScript string index; the text length when the formula ends too early).
 *
 * @example parseFormula('p → q ∧ r') // { ok: true, formula: { kind: 'implies', … } }
 * @example parseFormula('p ∧ q →')   // { ok: false, error: { message: 'Expected a formula after "→" at position 7', position: 7 } }
 */
export function parseFormula(text: string, options: ParseFormulaOptions = {}): ParseFormulaResult {
  const lexed = tokenize(text);
  if (!lexed.ok) return { ok: false, error: lexed.error };
  try {
    const formula = new Parser(text, lexed.tokens, options.system ?? 'propositional').parse();
    return { ok: true, formula };
  } catch (caught) {
    if (caught instanceof ParseFailure) return { ok: false, error: caught.error };
    throw caught;
  }
}
