import { PROOF_LOADER_MESSAGES as M, proofApiErrorMessage } from './proofLoader.messages';
import type { LoadSavedProofOutput } from './proofLoader.types';

/** The HTTP status a rejected call carries (`status`, as on `CredenceApiError`); 0 when none. */
function httpStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('status' in error)) return 0;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : 0;
}

/** The server's `body.error` text a rejected call carries, if any. */
function bodyError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const { body } = error as { body: unknown };
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const text = (body as { error: unknown }).error;
  return typeof text === 'string' ? text : undefined;
}

/**
 * The message for a rejected load: 404 → 'No saved proof found for this argument'; another HTTP
 * status → 'API error: {error or Unknown error}'; no status (network failure, time-out, anything
 * else) → 'Failed to load proof'.
 */
export function proofLoadFailureMessage(error: unknown): string {
  const status = httpStatus(error);
  if (status === 404) return M.notFound;
  if (status > 0) return proofApiErrorMessage(bodyError(error));
  return M.loadFailed;
}

/**
 * The message for an answer that holds no readable proof: `success: false` (or no proof) →
 * 'API error: {message or Unknown error}'; a proof that cannot be read → 'Failed to load proof'.
 */
export function proofAnswerFailureMessage(output: LoadSavedProofOutput | undefined): string {
  if (output?.success !== true || output.proofStateV4 === undefined) {
    return proofApiErrorMessage(output?.message);
  }
  return M.loadFailed;
}
