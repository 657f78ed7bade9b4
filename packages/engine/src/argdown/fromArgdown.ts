import type { ArgumentType } from '../probability/types';
import { type DataValue, parseData } from './data';
import { ArgdownParseError } from './errors';
import { COMMENT_MARK, closingBrace, escapes, hasOpenData, plainText, stripComments } from './text';
import type { ArgdownArgument, ArgdownImport, ArgdownInference, ArgdownPremise } from './types';

/** A line of the document with its 1-based number. */
interface Line {
  number: number;
  text: string;
}

/** One numbered statement of a premise–conclusion structure, as written. */
interface PcsStatement {
  number: number;
  line: number;
  raw: string;
  /** Preceded by an inference line: a conclusion. */
  concluded: boolean;
  /** The data of the inference before it, if any. */
  inferenceData?: Record<string, DataValue>;
  hasRelations: boolean;
}

const PCS_START = /^\s*\((\d+)\)\s?/;
const INFERENCE_START = /^\s*--/;
const RELATION = /^\s+(?:<?[+\-_]|[+\-_]>|><)\s/;
const ARGUMENT_LINE = /^<([^>\n]+)>(:?)\s*(.*)$/;
const STATEMENT_DEFINITION = /^\[([^\]\n]+)\]:\s*([\s\S]*)$/;

/**
 * Reads an argument from Argdown: the first premise–conclusion structure in the text (numbered
 * statements `(1) …`, an inference line of hyphens `----` before the conclusion), with the title
 * and description of the argument defined just before it (`<Title>: description`).
 *
 * - Statement references (`(1) [Title]`) take the text of the statement defined with that title
 *   anywhere in the document (`[Title]: text`). Links, mentions, tags, bold/italic markers and
 *   comments are dropped from claim texts; escaped characters (`\#`) are kept as written.
 * - Data fields carry what Argdown has no syntax for: `{credence: 0.7}` on any statement (a number
 *   from 0 to 1, or a percentage such as `"70%"`); on a premise, `dependsOn: [1, "~2"]` (the
 *   premises it depends on, by number, `~` for a negated parent) and `given: {"1": 0.8, "~1": 0.3}`
 *   (P(this premise | premise 1) and P(this premise | ¬premise 1)), and Bayesian mode's sliders
 *   `pCIfTrue`, `pCIfFalse`; on the inference before the conclusion, `{logic: ["deductive"]}` or
 *   `["inductive"]` (the field Argdown's own examples use) and the inference settings `mode`
 *   (`direct`, `fallback`, `bayesian`, `truth_table` or `demonstration`), `pCGivenPremises`,
 *   `pCGivenNotPremises` and, for a truth table, `rows: {"11": 0.9, "10": 0.4, …}`.
 * - A complex argument's intermediary conclusions are left out: its premises support the main
 *   conclusion directly. Relations, further arguments and anything unreadable are reported in
 *   `warnings`, never guessed at.
 *
 * Throws {@link ArgdownParseError} when there is no structure to read.
 *
 * @example
 * ```ts
 * fromArgdown(`<Socrates>: A classic.
 *
 * (1) All humans are mortal. {credence: 0.99}
 * (2) Socrates is a human. {credence: 0.95}
 * --
 * Universal instantiation, Modus Ponens
 * {uses: [1,2], logic: ["deductive", "predicate logic"]}
 * --
 * (3) Socrates is mortal.`).argument;
 * // { title: 'Socrates', description: 'A classic.', argumentType: 'DEDUCTIVE',
 * //   premises: [{ id: 'p1', text: 'All humans are mortal.', credence: 0.99 },
 * //              { id: 'p2', text: 'Socrates is a human.', credence: 0.95 }],
 * //   conclusion: { text: 'Socrates is mortal.' } }
 * ```
 */
export function fromArgdown(source: string): ArgdownImport {
  const warnings: string[] = [];
  const lines = withoutFrontMatter(stripComments(source.replace(/\r\n?/g, '\n')).split('\n'));
  const blocks = toBlocks(lines);

  const definitions = new Map<string, string>();
  for (const block of blocks) {
    const match = STATEMENT_DEFINITION.exec(block[0]!.text.trim());
    if (match && !definitions.has(match[1]!))
      definitions.set(match[1]!, [match[2]!, ...block.slice(1).map((line) => line.text)].join(' '));
  }

  const structures = blocks
    .map((block, index) => ({
      block,
      index,
      start: block.findIndex((l) => PCS_START.test(l.text)),
    }))
    .filter(
      ({ block, start }) =>
        start >= 0 && (start === 0 || ARGUMENT_LINE.test(block[0]!.text.trim())),
    );
  if (structures.length === 0)
    throw new ArgdownParseError(
      'No premise–conclusion structure found: number the premises (1), (2), … and put a line of hyphens (----) before the conclusion.',
    );
  const { block, index, start } = structures[0]!;

  // The argument's title: a definition or reference right before the structure (or heading it).
  const heading = start > 0 ? block.slice(0, start) : index > 0 ? blocks[index - 1]! : [];
  const argumentMatch = heading.length ? ARGUMENT_LINE.exec(heading[0]!.text.trim()) : null;
  const argument: ArgdownArgument = { premises: [], conclusion: { text: '' } };
  if (argumentMatch) {
    argument.title = argumentMatch[1]!.trim();
    const description = argumentMatch[2]
      ? [
          argumentMatch[3]!,
          ...heading
            .slice(1)
            .filter((l) => !RELATION.test(l.text))
            .map((l) => l.text),
        ].join(' ')
      : '';
    const text = readStatement(withoutData(description, warnings, 'the description').text);
    if (text) argument.description = text;
  }
  if (structures.length > 1)
    warnings.push(
      `The text holds ${structures.length} premise–conclusion structures; only the first${
        argument.title ? ` (<${argument.title}>)` : ''
      } was imported.`,
    );

  const statements = readStructure(block.slice(start), warnings);
  const main = statements[statements.length - 1]!;
  if (!main.concluded)
    throw new ArgdownParseError(
      'The last statement is not a conclusion: put a line of hyphens (----) before it.',
      main.line,
    );
  const numbering = statements.map((statement) => statement.number);
  if (numbering.some((number, k) => number !== k + 1))
    warnings.push(
      `The statements are numbered (${numbering.join('), (')}), not 1, 2, 3, …; they were read in order.`,
    );

  const idOf = new Map<number, string>();
  const pending: {
    premise: ArgdownPremise;
    statement: PcsStatement;
    data: Record<string, DataValue>;
  }[] = [];
  for (const statement of statements) {
    const { text: raw, data } = withoutData(statement.raw, warnings, `(${statement.number})`);
    const text = statementText(raw, definitions, statement.number, warnings);
    if (statement.hasRelations)
      warnings.push(
        `The relations under (${statement.number}) were left out: Credence links arguments itself.`,
      );
    if (statement === main) {
      argument.conclusion = { text, ...credenceOf(data, statement.number, warnings) };
      const type = argumentTypeOf(statement.inferenceData);
      if (type) argument.argumentType = type;
      const inference = inferenceOf(
        statement.inferenceData,
        statements.filter((other) => !other.concluded).length,
        warnings,
      );
      if (inference) argument.inference = inference;
      continue;
    }
    if (statement.concluded) {
      warnings.push(
        `The intermediary conclusion (${statement.number}) was left out: its premises support the main conclusion directly.`,
      );
      continue;
    }
    const premise: ArgdownPremise = {
      id: `p${argument.premises.length + 1}`,
      text,
      ...credenceOf(data, statement.number, warnings),
      ...bayesianSlidersOf(data, statement.number, warnings),
    };
    idOf.set(statement.number, premise.id);
    argument.premises.push(premise);
    pending.push({ premise, statement, data });
  }
  if (argument.premises.length === 0)
    throw new ArgdownParseError('The structure has no premises before its conclusion.', main.line);

  for (const { premise, statement, data } of pending)
    readLinks(premise, statement.number, data, idOf, argument, warnings);
  return { argument, warnings };
}

function withoutFrontMatter(lines: string[]): Line[] {
  // A line that only a comment filled disappears, as in Argdown; other comments leave no trace.
  const numbered = lines
    .map((text, k) => ({ number: k + 1, text }))
    .filter(
      (line) =>
        !(line.text.includes(COMMENT_MARK) && line.text.replaceAll(COMMENT_MARK, '').trim() === ''),
    )
    .map((line) => ({ ...line, text: line.text.replaceAll(COMMENT_MARK, '') }));
  const first = numbered.findIndex((line) => line.text.trim() !== '');
  if (first < 0 || !/^===+/.test(numbered[first]!.text.trim())) return numbered;
  const end = numbered.findIndex((line, k) => k > first && /^===+\s*$/.test(line.text.trim()));
  return end < 0 ? numbered : numbered.slice(end + 1);
}

/** Top-level blocks: runs of lines between empty lines. */
function toBlocks(lines: Line[]): Line[][] {
  const blocks: Line[][] = [];
  let current: Line[] = [];
  for (const line of lines) {
    if (line.text.trim() === '') {
      if (current.length) blocks.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length) blocks.push(current);
  return blocks;
}

/** The numbered statements of a structure, with their inferences and relations noted. */
function readStructure(lines: Line[], warnings: string[]): PcsStatement[] {
  const statements: PcsStatement[] = [];
  let current: PcsStatement | undefined;
  let inference: { text: string; line: number } | undefined;
  let concludedNext = false;
  let inferenceData: Record<string, DataValue> | undefined;
  let inRelations = false;
  for (const line of lines) {
    if (current && hasOpenData(current.raw)) {
      current.raw += `\n${line.text}`; // a data element over several lines
      continue;
    }
    if (inference) {
      const close = line.text.search(/--+\s*$/);
      inference.text += `\n${close >= 0 ? line.text.slice(0, close) : line.text}`;
      if (close >= 0) {
        inferenceData = inferenceDataOf(inference.text, warnings);
        inference = undefined;
      }
      continue;
    }
    if (INFERENCE_START.test(line.text)) {
      concludedNext = true;
      inRelations = false;
      const trimmed = line.text.trim();
      // `----` (three hyphens or more) closes at once; `--` opens rules and data up to the next `--`.
      if (/^-{3,}$/.test(trimmed)) inferenceData = undefined;
      else {
        const rest = trimmed.slice(2);
        const close = rest.search(/--+\s*$/);
        if (close >= 0) inferenceData = inferenceDataOf(rest.slice(0, close), warnings);
        else inference = { text: rest, line: line.number };
      }
      continue;
    }
    const start = PCS_START.exec(line.text);
    if (start) {
      current = {
        number: Number(start[1]),
        line: line.number,
        raw: line.text.slice(start[0].length),
        concluded: concludedNext,
        ...(concludedNext && inferenceData ? { inferenceData } : {}),
        hasRelations: false,
      };
      statements.push(current);
      concludedNext = false;
      inferenceData = undefined;
      inRelations = false;
      continue;
    }
    if (RELATION.test(line.text)) {
      inRelations = true;
      // Under an inference line the relation is the inference's (an undercut): no statement's.
      if (concludedNext) warnings.push('A relation under an inference was left out.');
      else if (current) current.hasRelations = true;
      continue;
    }
    if (inRelations) continue; // the rest of a relation's member, over several lines
    if (current) current.raw += `\n${line.text}`;
  }
  if (inference)
    throw new ArgdownParseError(
      'An inference (--) is not closed with a line of hyphens.',
      inference.line,
    );
  if (statements.length === 0)
    throw new ArgdownParseError('The structure has no numbered statements.');
  return statements;
}

/** The data of an inference: the last `{…}` element among its rules, if any. */
function inferenceDataOf(text: string, warnings: string[]): Record<string, DataValue> | undefined {
  return withoutData(text, warnings, 'the inference').data;
}

/** Splits the data elements (`{…}`) off a text; later fields override earlier ones. */
function withoutData(
  text: string,
  warnings: string[],
  where: string,
): { text: string; data: Record<string, DataValue> } {
  let data: Record<string, DataValue> = {};
  let rest = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '\\') {
      rest += text.slice(at, at + 2);
      at += 2;
      continue;
    }
    if (char === '{') {
      const end = closingBrace(text, at);
      if (end > 0) {
        try {
          data = { ...data, ...parseData(text.slice(at, end + 1)) };
        } catch (error) {
          warnings.push(
            `The data of ${where} could not be read and was left out: ${(error as Error).message}`,
          );
        }
        at = end + 1;
        continue;
      }
    }
    rest += char;
    at++;
  }
  return { text: rest, data };
}

/** Plain claim text of a statement, resolving a bare reference `[Title]` to its definition. */
function statementText(
  raw: string,
  definitions: Map<string, string>,
  number: number,
  warnings: string[],
): string {
  const trimmed = raw.trim();
  const definition = STATEMENT_DEFINITION.exec(trimmed);
  if (definition) return readStatement(definition[2]!);
  const reference = /^\[([^\]\n]+)\](\s+#.*)?$/.exec(trimmed);
  if (reference && !/^\[[^\]]+\]\(/.test(trimmed)) {
    const title = reference[1]!;
    const defined = definitions.get(title);
    if (defined !== undefined) return readStatement(withoutData(defined, [], '').text);
    warnings.push(
      `(${number}) refers to [${title}], which is defined nowhere: its title is used as its text.`,
    );
    return title;
  }
  return readStatement(trimmed);
}

function readStatement(text: string): string {
  const escaped = escapes();
  return escaped.restore(plainText(escaped.protect(text)).text);
}

function probabilityOf(value: DataValue): number | undefined {
  if (typeof value === 'number') return value >= 0 && value <= 1 ? value : undefined;
  if (typeof value === 'string') {
    const percent = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
    if (percent) {
      const share = Number(percent[1]) / 100;
      return share <= 1 ? share : undefined;
    }
  }
  return undefined;
}

function credenceOf(data: Record<string, DataValue>, number: number, warnings: string[]) {
  if (!('credence' in data)) return {};
  const credence = probabilityOf(data.credence!);
  if (credence === undefined) {
    warnings.push(
      `(${number}): credence ${JSON.stringify(data.credence)} is not a number from 0 to 1; it was left out.`,
    );
    return {};
  }
  return { credence };
}

/** Bayesian mode's `pCIfTrue` / `pCIfFalse` of a premise; a bad value is left out with a warning. */
function bayesianSlidersOf(
  data: Record<string, DataValue>,
  number: number,
  warnings: string[],
): { pCIfTrue?: number; pCIfFalse?: number } {
  const sliders: { pCIfTrue?: number; pCIfFalse?: number } = {};
  for (const field of ['pCIfTrue', 'pCIfFalse'] as const) {
    if (!(field in data)) continue;
    const value = probabilityOf(data[field]!);
    if (value === undefined)
      warnings.push(
        `(${number}): ${field} ${JSON.stringify(data[field])} is not a number from 0 to 1; it was left out.`,
      );
    else sliders[field] = value;
  }
  return sliders;
}

const INFERENCE_MODES: readonly ArgdownInference['mode'][] = [
  'direct',
  'fallback',
  'bayesian',
  'truth_table',
  'demonstration',
];

/**
 * The inference settings in the inference's data (`mode`, `pCGivenPremises`, `pCGivenNotPremises`,
 * `rows`), or undefined when it names no mode. Values that do not fit are left out with a warning.
 */
function inferenceOf(
  data: Record<string, DataValue> | undefined,
  premiseCount: number,
  warnings: string[],
): ArgdownInference | undefined {
  if (!data || !('mode' in data)) return undefined;
  const mode = String(data.mode).toLowerCase().replace(/\s+/g, '_');
  if (!INFERENCE_MODES.includes(mode as ArgdownInference['mode'])) {
    warnings.push(
      `The inference's mode ${JSON.stringify(data.mode)} is not one of ${INFERENCE_MODES.join(', ')}; Credence's default was used.`,
    );
    return undefined;
  }
  const inference: ArgdownInference = { mode: mode as ArgdownInference['mode'] };
  for (const field of ['pCGivenPremises', 'pCGivenNotPremises'] as const) {
    if (!(field in data)) continue;
    const value = probabilityOf(data[field]!);
    if (value === undefined)
      warnings.push(
        `The inference's ${field} ${JSON.stringify(data[field])} is not a number from 0 to 1; it was left out.`,
      );
    else inference[field] = value;
  }
  const rows = data.rows;
  if (rows !== undefined) {
    if (rows === null || typeof rows !== 'object' || Array.isArray(rows)) {
      warnings.push(
        "The inference's rows must map truth-value keys to probabilities; they were left out.",
      );
    } else {
      const read: Record<string, number> = {};
      const keyPattern = new RegExp(`^[01]{${premiseCount}}$`);
      for (const [key, value] of Object.entries(rows)) {
        const probability = probabilityOf(value);
        if (!keyPattern.test(key) || probability === undefined) {
          warnings.push(
            `The inference's row ${JSON.stringify(key)} is not ${premiseCount} truth values (1 or 0) with a probability; it was left out.`,
          );
          continue;
        }
        read[key] = probability;
      }
      if (Object.keys(read).length) inference.rows = read;
    }
  }
  return inference;
}

function argumentTypeOf(data: Record<string, DataValue> | undefined): ArgumentType | undefined {
  if (!data) return undefined;
  const logic = [data.logic, data.type]
    .flat()
    .filter((entry): entry is string => typeof entry === 'string');
  const words = logic.map((entry) => entry.toLowerCase());
  if (words.includes('deductive')) return 'DEDUCTIVE';
  if (words.includes('inductive')) return 'INDUCTIVE';
  return undefined;
}

/** Reads `dependsOn` and `given` of a premise into the argument's dependencies and conditionals. */
function readLinks(
  premise: ArgdownPremise,
  number: number,
  data: Record<string, DataValue>,
  idOf: Map<number, string>,
  argument: ArgdownArgument,
  warnings: string[],
): void {
  const parents: string[] = [];
  const parentOf = (
    ref: DataValue,
    field: string,
  ): { id: string; negated: boolean } | undefined => {
    const match = /^\s*(~?)\s*\(?(\d+)\)?\s*$/.exec(String(ref));
    const id = match ? idOf.get(Number(match[2])) : undefined;
    if (!match || id === undefined || id === premise.id) {
      warnings.push(
        `(${number}): ${field} refers to ${JSON.stringify(ref)}, which is not another premise; it was left out.`,
      );
      return undefined;
    }
    return { id, negated: match[1] === '~' };
  };
  const addParent = (id: string, negated: boolean) => {
    if (!parents.some((ref) => ref.replace(/^~/, '') === id)) parents.push(negated ? `~${id}` : id);
  };
  if ('dependsOn' in data) {
    for (const ref of [data.dependsOn!].flat()) {
      const parent = parentOf(ref as DataValue, 'dependsOn');
      if (parent) addParent(parent.id, parent.negated);
    }
  }
  const given = data.given;
  if (given !== undefined) {
    if (given === null || typeof given !== 'object' || Array.isArray(given)) {
      warnings.push(
        `(${number}): given must map premise numbers to probabilities; it was left out.`,
      );
    } else {
      for (const [ref, value] of Object.entries(given)) {
        const parent = parentOf(ref, 'given');
        const probability = probabilityOf(value);
        if (!parent) continue;
        if (probability === undefined) {
          warnings.push(`(${number}): given ${ref} is not a number from 0 to 1; it was left out.`);
          continue;
        }
        addParent(parent.id, parent.negated);
        argument.premiseConditionals ??= {};
        argument.premiseConditionals[`${premise.id}|${parent.negated ? '~' : ''}${parent.id}`] =
          probability;
      }
    }
  }
  if (parents.length) {
    argument.dependencies ??= {};
    argument.dependencies[premise.id] = parents;
  }
}
