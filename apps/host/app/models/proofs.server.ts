import { ProofStateV4 } from '@credence/api';
import { parseProofV4 } from '@credence/engine';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import { canViewArgument } from './arguments.server.ts';

export type ProofStateV4Value = z.infer<typeof ProofStateV4>;

/** The 404 text of `loadDemonstration` (the mock backend's and the proof loader's wording). */
export const NO_SAVED_PROOF = 'No saved proof found for this argument';

/** The text when a stored proof is no longer a readable V4 proof. */
export const UNREADABLE_PROOF = 'The saved proof of this argument cannot be read';

/** What `loadDemonstration` finds: a proof, none (or an invisible argument), or unusable data. */
export type SavedProofOutcome =
  | { status: 'found'; proofStateV4: ProofStateV4Value }
  | { status: 'missing' }
  | { status: 'unreadable' };

/**
 * Reads a stored proof (JSON text): a V4 proof state by the api schema that the engine's reader
 * turns into at least one displayable line. Anything else is null — the column is text, so an
 * older or damaged row must not reach the proof view as if it were a proof.
 */
export function readProofState(text: string): ProofStateV4Value | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ProofStateV4.safeParse(data);
  if (!parsed.success) return null;
  return parseProofV4(parsed.data).lines.length > 0 ? parsed.data : null;
}

/**
 * `loadDemonstration`: the saved proof of an argument the viewer may see. A missing argument, an
 * invisible one and one without a proof are all `missing`, so the answer never reveals that a
 * private argument exists.
 */
export async function loadSavedProof(
  db: Pick<PrismaClient, 'argument' | 'friendship'>,
  viewerId: number | null,
  argumentId: number,
): Promise<SavedProofOutcome> {
  const argument = await db.argument.findUnique({
    where: { id: argumentId },
    select: { ownerId: true, visibility: true, savedProof: { select: { proofState: true } } },
  });
  if (!argument?.savedProof || !(await canViewArgument(db, argument, viewerId))) {
    return { status: 'missing' };
  }
  const proofStateV4 = readProofState(argument.savedProof.proofState);
  return proofStateV4 ? { status: 'found', proofStateV4 } : { status: 'unreadable' };
}
