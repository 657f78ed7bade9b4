/** The spec's texts for the Validated Proof modal, copied exactly (dependencies document §2, §8). */
export const PROOF_LOADER_MESSAGES = {
  title: 'Validated Proof',
  loading: 'Loading proof...',
  notFound: 'No saved proof found for this argument',
  loadFailed: 'Failed to load proof',
  unknownError: 'Unknown error',
} as const;

/** 'API error: {error}', the error being the server's text or 'Unknown error'. */
export function proofApiErrorMessage(error: string | undefined): string {
  return `API error: ${error || PROOF_LOADER_MESSAGES.unknownError}`;
}

/** The green header: 'Valid Proof (N lines)' (the spec's wording, also for one line). */
export function validProofHeader(lineCount: number): string {
  return `Valid Proof (${lineCount} lines)`;
}
