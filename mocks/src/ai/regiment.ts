import type { RegimentRequest, RegimentResponse } from '@credence/api';
import type { z } from 'zod';
import { withoutFinalStop } from './hash';

type Request = z.output<typeof RegimentRequest>;
type Answer = z.infer<typeof RegimentResponse>;

/** A sentence's logical form: atoms, negation and the binary connectives. */
type Form =
  | { kind: 'atom'; text: string }
  | { kind: 'all'; subject: string; predicate: string }
  | { kind: 'not'; of: Form }
  | { kind: 'binary'; op: '→' | '∧' | '∨'; left: Form; right: Form };

/**
 * How deeply connectives nest before the rest of a sentence is read as one atom. Each level
 * rereads what is left of the sentence, so without a bound a 2,000-character "a or a or …" is a
 * thousand passes over it (about 90 ms for 50 such premises, all on the event loop); no sentence
 * a person writes nests 16 connectives, and the counterexample finder takes at most 16 letters.
 */
const MAX_FORM_DEPTH = 16;

/** Reads a sentence's form from its words: 'if … then', 'or', 'and', 'not', 'every … is'. */
function formOf(sentence: string, predicate: boolean, depth = 0): Form {
  // Parts of a sentence are cut from its spaced-out text: they have no runs of spaces to fold.
  const stripped = withoutFinalStop(sentence);
  const text = depth === 0 ? stripped.replace(/\s+/g, ' ') : stripped;
  if (depth >= MAX_FORM_DEPTH) return { kind: 'atom', text: normalize(text) };
  const inner = (part: string) => formOf(part, predicate, depth + 1);
  const conditional = /^if (.+?)(?:,? then |, )(.+)$/i.exec(text);
  if (conditional?.[1] && conditional[2]) {
    return binary('→', inner(conditional[1]), inner(conditional[2]));
  }
  const negation = /^(?:it is not the case that|it is false that|not) (.+)$/i.exec(text);
  if (negation?.[1]) return { kind: 'not', of: inner(negation[1]) };
  const disjunction = /^(?:either )?(.+?),? or (.+)$/i.exec(text);
  if (disjunction?.[1] && disjunction[2]) {
    return binary('∨', inner(disjunction[1]), inner(disjunction[2]));
  }
  const conjunction = /^(?:both )?(.+?),? and (.+)$/i.exec(text);
  if (conjunction?.[1] && conjunction[2]) {
    return binary('∧', inner(conjunction[1]), inner(conjunction[2]));
  }
  const universal = predicate ? /^(?:every|all|each|any) (.+) (?:is|are) (.+)$/i.exec(text) : null;
  if (universal?.[1] && universal[2]) {
    // 'program that is free of X' names the same property as 'free of X'.
    const subject = universal[1].replace(/^\w+ (?:that|which|who) (?:is|are) /i, '');
    return { kind: 'all', subject: normalize(subject), predicate: normalize(universal[2]) };
  }
  return { kind: 'atom', text: normalize(text) };
}

function binary(op: '→' | '∧' | '∨', left: Form, right: Form): Form {
  return { kind: 'binary', op, left, right };
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/^(?:it is the case that|that) /, '')
    .replace(/[^a-z0-9' -]/g, '')
    .trim();
}

/** Hands out symbols in order of first use: p, q, r, … then p1, q1, …. */
function symbols(alphabet: string) {
  const given = new Map<string, string>();
  return (key: string): string => {
    let symbol = given.get(key);
    if (!symbol) {
      const index = given.size;
      const letter = alphabet[index % alphabet.length] ?? alphabet[0];
      const round = Math.floor(index / alphabet.length);
      symbol = round === 0 ? `${letter}` : `${letter}${round}`;
      given.set(key, symbol);
    }
    return symbol;
  };
}

/** Writes forms in symbolic notation with a shared vocabulary of letters. */
function writer(logicSystem: Request['logicSystem']) {
  const letter = symbols('pqrstuvw');
  const predicateLetter = symbols('FGHIJKLMN');
  const constant = symbols('abcdefgh');
  const atom = (text: string): string => {
    if (logicSystem === 'propositional') return letter(text);
    const subject = text.split(' ').find((word) => !/^(?:the|a|an|some|this|that)$/.test(word));
    return `${predicateLetter(text)}(${constant(subject ?? text)})`;
  };
  const write = (form: Form, nested: boolean): string => {
    switch (form.kind) {
      case 'atom':
        return atom(form.text);
      case 'all':
        return `∀x(${predicateLetter(form.subject)}(x) → ${predicateLetter(form.predicate)}(x))`;
      case 'not':
        return `¬${write(form.of, true)}`;
      case 'binary': {
        const inner = `${write(form.left, true)} ${form.op} ${write(form.right, true)}`;
        return nested ? `(${inner})` : inner;
      }
    }
  };
  return (content: string): string =>
    content.trim() === '' ? '' : write(formOf(content, logicSystem === 'predicate'), false);
}

/**
 * Regiments premises and conclusion: propositional letters (p, q, r, …) per distinct simple
 * sentence, or predicate forms (`F(a)`, `∀x(F(x) → G(x))`), with the connectives read from the
 * words 'if … then', 'and', 'or', 'not'. Parts with empty content (a single retry) stay empty.
 */
export function regiment(request: Request): Answer {
  const write = writer(request.logicSystem);
  const regimentedPremises = request.premises.map((premise) => ({
    id: premise.id,
    regimentedContent: write(premise.content),
  }));
  return {
    regimentedPremises,
    regimentedConclusion: {
      id: request.conclusion.id,
      regimentedContent: write(request.conclusion.content),
    },
  };
}
