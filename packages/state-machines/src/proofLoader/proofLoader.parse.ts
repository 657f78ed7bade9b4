import type { ParsedProof, ParsedProofLine, ParsedSubproof } from './proofLoader.types';

/** `'[object Object]'` and the like: what a stringified object leaves behind. */
const OBJECT_PLACEHOLDER = /^\s*\[object [A-Za-z]+\]\s*$/;

/** Whether a saved text is readable: a string that is not an object placeholder. */
export function isReadableProofText(value: unknown): value is string {
  return typeof value === 'string' && !OBJECT_PLACEHOLDER.test(value);
}

/** An entry as an object: objects as they are, JSON strings parsed, anything else `null` (unparsable). */
function asRecord(entry: unknown): Record<string, unknown> | null {
  let value = entry;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function optionalText(value: unknown): string | null {
  return isReadableProofText(value) ? value : null;
}

function parseJustification(value: unknown): ParsedProofLine['justification'] {
  const record = asRecord(value);
  if (record === null) return null;
  const premises = Array.isArray(record.premises)
    ? record.premises.filter(
        (premise): premise is string | number =>
          typeof premise === 'number' || isReadableProofText(premise),
      )
    : [];
  return { rule: optionalText(record.rule), premises, notes: optionalText(record.notes) };
}

function parseLine(entry: unknown, index: number): ParsedProofLine | null {
  const record = asRecord(entry);
  if (record === null || !isReadableProofText(record.content)) return null;
  return {
    lineNumber: index + 1,
    content: record.content,
    type: optionalText(record.type),
    justification: parseJustification(record.justification),
  };
}

function parseSubproof(entry: unknown): ParsedSubproof | null {
  const record = asRecord(entry);
  if (record === null || !isReadableProofText(record.assumption)) return null;
  const status = record.status === 'open' || record.status === 'closed' ? record.status : null;
  const level =
    typeof record.level === 'number' && Number.isInteger(record.level) && record.level >= 0
      ? record.level
      : 0;
  return { assumption: record.assumption, status, level };
}

/**
 * Reads a saved proof (V4) for read-only display. Proof lines and subproof assumptions whose
 * content is not a string, or is an object placeholder such as '[object Object]', are skipped,
 * as are unparsable entries (neither an object nor a JSON string of one). Returns `null` when the
 * proof itself is unreadable (no `proofLines` list).
 */
export function parseSavedProof(state: unknown): ParsedProof | null {
  const record = asRecord(state);
  if (record === null || !Array.isArray(record.proofLines)) return null;
  const lines = record.proofLines
    .map(parseLine)
    .filter((line): line is ParsedProofLine => line !== null);
  const subproofs = (Array.isArray(record.subproofs) ? record.subproofs : [])
    .map(parseSubproof)
    .filter((subproof): subproof is ParsedSubproof => subproof !== null);
  const timestamp = typeof record.timestamp === 'string' ? record.timestamp : null;
  return { lines, subproofs, timestamp };
}
