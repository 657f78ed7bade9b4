import { formatFormula, parseFormula, parseProofV4 } from '@credence/engine';
import { type ParsedProof as LoadedProof, validProofHeader } from '@credence/state-machines';

/** One proof line as the Validated Proof modal shows it. */
export interface ProofDisplayLine {
  /** The line's number in the saved proof (citations refer to it). */
  lineNumber: number;
  /** The formula, written by the engine's `formatFormula` (symbolic notation). */
  formula: string;
  /** What the line is ('premise', 'assumption', 'derived', …), as saved; `null` if none. */
  type: string | null;
  /** The justification's rule ('Premise', '→E', …); `null` if none. */
  rule: string | null;
  /** The lines (or ranges such as '3-5') the justification cites. */
  citedLines: string[];
  notes: string | null;
}

/** One subproof as the modal shows it. */
export interface ProofDisplaySubproof {
  /** The assumption, written by `formatFormula`. */
  assumption: string;
  status: 'open' | 'closed';
  level: number;
}

/** What the modal shows of a loaded proof. */
export interface ProofDisplay {
  /** 'Valid Proof (N lines)', N counting the lines shown. */
  header: string;
  lines: ProofDisplayLine[];
  subproofs: ProofDisplaySubproof[];
  /** When the proof was saved, as saved; `null` if the proof has none. */
  timestamp: string | null;
}

/** A formula in the engine's own writing; `null` when it does not parse (then it is skipped). */
function formatted(text: string): string | null {
  const parsed = parseFormula(text, { system: 'predicate' });
  return parsed.ok ? formatFormula(parsed.formula) : null;
}

/**
 * The displayable part of the proof loader's `context.proof`. The loader already skips lines
 * and assumptions that are not strings or are object placeholders; the spec also skips
 * unparsable ones, which is the engine's `parseProofV4` (it checks every formula in predicate
 * logic, which includes propositional). The loader's 1-based line numbers are handed to it as
 * `lineNumber`, so skipped lines keep the others' numbers and citations stay right. Each formula
 * is then written by `formatFormula`, so '(p & q) -> r' shows as 'p ∧ q → r'. The header counts
 * the lines shown (the loader's own header counts lines before the formula check).
 *
 * Returns `null` when no line is left: nothing demonstrated, so the modal shows the failure
 * message instead of 'Valid Proof (0 lines)'.
 */
export function proofDisplay(proof: LoadedProof | null): ProofDisplay | null {
  if (proof === null) return null;
  const checked = parseProofV4({
    proofLines: proof.lines.map((line) => ({
      lineNumber: line.lineNumber,
      content: line.content,
      type: line.type ?? undefined,
      justification: line.justification ?? undefined,
    })),
    subproofs: proof.subproofs.map((subproof) => ({ ...subproof })),
    timestamp: proof.timestamp ?? undefined,
  });
  const lines: ProofDisplayLine[] = [];
  for (const line of checked.lines) {
    const formula = formatted(line.content);
    if (formula === null) continue;
    lines.push({
      lineNumber: line.lineNumber,
      formula,
      type: line.type ?? null,
      rule: line.rule ?? null,
      citedLines: (line.premises ?? []).map(String),
      notes: line.notes ?? null,
    });
  }
  if (lines.length === 0) return null;
  const subproofs: ProofDisplaySubproof[] = [];
  for (const subproof of checked.subproofs) {
    const assumption = formatted(subproof.assumption);
    if (assumption !== null) subproofs.push({ ...subproof, assumption });
  }
  return {
    header: validProofHeader(lines.length),
    lines,
    subproofs,
    timestamp: checked.timestamp,
  };
}
