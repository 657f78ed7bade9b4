/** A proof line as saved (V4). `content` is meant to be a string; readers skip anything else. */
export interface SavedProofLine {
  content: unknown;
  type?: string;
  justification?: { rule?: string; premises?: unknown[]; notes?: string };
}

/** A subproof as saved (V4). `assumption` is meant to be a string; readers skip anything else. */
export interface SavedSubproof {
  assumption: unknown;
  status?: 'open' | 'closed';
  level?: number;
}

/** A saved proof (V4) as the call returns it. */
export interface SavedProofState {
  proofLines: unknown[];
  subproofs?: unknown[];
  timestamp: string;
}

/** A proof line ready to render read only. */
export interface ParsedProofLine {
  /** Position in the saved proof (1-based), kept when earlier lines are skipped so references hold. */
  lineNumber: number;
  content: string;
  type: string | null;
  justification: {
    rule: string | null;
    premises: (string | number)[];
    notes: string | null;
  } | null;
}

/** A subproof ready to render read only. */
export interface ParsedSubproof {
  assumption: string;
  status: 'open' | 'closed' | null;
  /** Nesting level; 0 when not saved. */
  level: number;
}

/** The readable part of a saved proof. */
export interface ParsedProof {
  lines: ParsedProofLine[];
  subproofs: ParsedSubproof[];
  /** When the proof was saved; `null` if the saved proof has none. */
  timestamp: string | null;
}

/** Input of {@link proofLoaderMachine}: the argument whose saved proof is shown. */
export interface ProofLoaderInput {
  argumentId: number;
}

/** Context of {@link proofLoaderMachine}. */
export interface ProofLoaderContext {
  argumentId: number;
  /** The parsed proof in `loaded`, else `null`. */
  proof: ParsedProof | null;
  /** 'Valid Proof (N lines)' in `loaded`, else `null`. */
  header: string | null;
  /** The error text in `error`, else `null`. */
  error: string | null;
}

/** Events of {@link proofLoaderMachine}: load again after an error. */
export type ProofLoaderEvent = { type: 'RETRY' };

/** Input of the `loadSavedProof` actor (POST /api/user/arguments/load-demonstration). */
export interface LoadSavedProofInput {
  argumentId: number;
}

/**
 * Output of the `loadSavedProof` actor: the call's answer. A failed call rejects; the rejection's
 * `status` (HTTP status, as on `@credence/api`'s `CredenceApiError`) and `body.error` decide the
 * message: 404 → 'No saved proof found for this argument'; another status →
 * 'API error: {body.error or Unknown error}'; no status (network failure) → 'Failed to load proof'.
 */
export interface LoadSavedProofOutput {
  success: boolean;
  proofStateV4?: SavedProofState;
  message?: string;
}
