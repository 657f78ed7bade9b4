import { parseFormula } from './parse';

/** One line of a saved proof, ready to show read-only. */
export interface ProofLine {
  /** The line's own number when it has one, else its 1-based place in the saved list. */
  lineNumber: number;
  /** The formula, as saved (trimmed). */
  content: string;
  /** What the line is (`'premise'`, `'assumption'`, `'derived'`, …), as saved. */
  type?: string;
  /** The justification's rule (`'→E'`, `'MP'`, …). */
  rule?: string;
  /** The lines or ranges the justification cites (`[1, 2]`, `['3-5']`). */
  premises?: (number | string)[];
  notes?: string;
}

/** A subproof of a saved proof. */
export interface ProofSubproof {
  /** The assumption's formula (trimmed). */
  assumption: string;
  status: 'open' | 'closed';
  /** How deeply it is nested, 1 for a subproof of the main proof. */
  level: number;
}

/** A saved proof (the V4 proof state), cleaned for display. */
export interface ParsedProof {
  lines: ProofLine[];
  subproofs: ProofSubproof[];
  /** When the proof was saved, as saved (an ISO date for a numeric timestamp); null if absent. */
  timestamp: string | null;
}

type Data = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `'[object Object]'`, `'[object Array]'`: what a stringified object leaves behind. */
const OBJECT_PLACEHOLDER = /^\[object [A-Za-z]*\]$/;

/** The content if it is a formula worth showing, else undefined. */
function formulaText(content: unknown): string | undefined {
  if (typeof content !== 'string') return undefined;
  const text = content.trim();
  if (text === '' || OBJECT_PLACEHOLDER.test(text)) return undefined;
  return parseFormula(text, { system: 'predicate' }).ok ? text : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function citations(value: unknown): (number | string)[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const cited: (number | string)[] = [];
  for (const item of value) {
    if (typeof item === 'number' && Number.isFinite(item)) cited.push(item);
    else if (typeof item === 'string' && item.trim() !== '') cited.push(item.trim());
  }
  return cited;
}

function parseLine(raw: unknown, index: number): ProofLine | undefined {
  if (!isRecord(raw)) return undefined;
  const content = formulaText(raw.content);
  if (content === undefined) return undefined;
  const number = raw.lineNumber ?? raw.number;
  const line: ProofLine = {
    lineNumber: typeof number === 'number' && Number.isInteger(number) ? number : index + 1,
    content,
  };
  const justification = isRecord(raw.justification) ? raw.justification : {};
  const type = text(raw.type);
  const rule = text(justification.rule) ?? text(raw.rule);
  const premises = citations(justification.premises ?? raw.premises);
  const notes = text(justification.notes) ?? text(raw.notes);
  if (type !== undefined) line.type = type;
  if (rule !== undefined) line.rule = rule;
  if (premises !== undefined) line.premises = premises;
  if (notes !== undefined) line.notes = notes;
  return line;
}

function parseSubproof(raw: unknown): ProofSubproof | undefined {
  if (!isRecord(raw)) return undefined;
  const assumption = formulaText(
    isRecord(raw.assumption) ? raw.assumption.content : raw.assumption,
  );
  if (assumption === undefined) return undefined;
  const level = raw.level;
  return {
    assumption,
    status: raw.status === 'open' ? 'open' : 'closed',
    level: typeof level === 'number' && Number.isInteger(level) && level >= 0 ? level : 1,
  };
}

function timestampOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return null;
}

/**
 * Reads a saved proof (the V4 proof state, `proofStateV4`, or the load call's response that
 * holds it, or its JSON text) for the read-only Validated Proof view.
 *
 * Proof lines and subproof assumptions are skipped when their content is not a string, is an
 * object placeholder such as `'[object Object]'`, or does not parse as a formula (predicate
 * logic, which includes propositional formulas). Never throws: anything unreadable gives an
 * empty proof.
 *
 * @example
 * parseProofV4({ proofLines: [{ content: 'p → q', justification: { rule: 'Premise' } }, { content: {} }] })
 * // { lines: [{ lineNumber: 1, content: 'p → q', rule: 'Premise' }], subproofs: [], timestamp: null }
 */
export function parseProofV4(data: unknown): ParsedProof {
  const empty: ParsedProof = { lines: [], subproofs: [], timestamp: null };
  try {
    let state: unknown = data;
    if (typeof state === 'string') state = JSON.parse(state);
    if (isRecord(state) && isRecord(state.proofStateV4)) state = state.proofStateV4;
    if (!isRecord(state)) return empty;
    const rawLines = state.proofLines ?? state.lines;
    const rawSubproofs = state.subproofs;
    const lines: ProofLine[] = [];
    if (Array.isArray(rawLines))
      rawLines.forEach((raw, index) => {
        const line = parseLine(raw, index);
        if (line !== undefined) lines.push(line);
      });
    const subproofs: ProofSubproof[] = [];
    if (Array.isArray(rawSubproofs))
      for (const raw of rawSubproofs) {
        const subproof = parseSubproof(raw);
        if (subproof !== undefined) subproofs.push(subproof);
      }
    return { lines, subproofs, timestamp: timestampOf(state.timestamp) };
  } catch {
    return empty;
  }
}
