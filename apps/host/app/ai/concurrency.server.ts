/**
 * At most {@link MAX_CONCURRENT_AI_CALLS_PER_USER} AI calls per user at a time, so one account
 * cannot tie up the AI endpoint (and its bill) or, offline, the event loop with a burst of
 * requests. `runAiEndpoint` takes a slot before any provider work and answers
 * {@link tooManyAiCalls} when none is free.
 *
 * The slots are rows of `AiCallSlot`, so every worker process and every host on the database
 * counts the same calls (an in-memory count would allow workers × hosts × the limit). A slot is
 * recorded first and the user's live slots counted after, so simultaneous requests see one
 * another (as the sign-in throttle does); when two race for the last slot both may be refused,
 * never both admitted. Every slot taken must be released in a `finally`; one left behind by a
 * crashed process stops counting when its lease ({@link aiSlotLeaseMs}) runs out.
 */
import type { PrismaClient } from '../db.server.ts';
import { aiTimeoutMs } from './timeout.server.ts';

/** How many AI calls one user may have in flight; the next one answers 429. */
export const MAX_CONCURRENT_AI_CALLS_PER_USER = 2;

/** The `Retry-After` of the 429, in seconds: a typical model answer's time. */
export const AI_BUSY_RETRY_AFTER_SECONDS = 5;

/** The 429's message. */
export const AI_BUSY_MESSAGE =
  'Too many AI requests at once; please wait for the current ones to finish';

/** Beyond the AI deadline, how long a slot of a call that never released it keeps counting. */
const LEASE_MARGIN_MS = 30_000;

/** How long a slot counts at most: no call outlives the AI deadline. */
export function aiSlotLeaseMs(env: Record<string, string | undefined> = process.env): number {
  return aiTimeoutMs(env) + LEASE_MARGIN_MS;
}

/** A taken slot; `release` is idempotent, so a double release cannot free someone else's. */
export interface AiSlot {
  release(): Promise<void>;
}

/**
 * Takes one of the user's slots, or null when {@link MAX_CONCURRENT_AI_CALLS_PER_USER} are in
 * use (then nothing is left behind).
 */
export async function acquireAiSlot(
  db: PrismaClient,
  userId: number,
  now = new Date(),
): Promise<AiSlot | null> {
  const slot = await db.aiCallSlot.create({
    data: { userId, expiresAt: new Date(now.getTime() + aiSlotLeaseMs()) },
    select: { id: true },
  });
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    // Also clears this user's slots whose lease ran out (left by a crash): the table stays small.
    await db.aiCallSlot.deleteMany({
      where: { OR: [{ id: slot.id }, { userId, expiresAt: { lte: now } }] },
    });
  };
  const live = await db.aiCallSlot.count({ where: { userId, expiresAt: { gt: now } } });
  if (live > MAX_CONCURRENT_AI_CALLS_PER_USER) {
    await release();
    return null;
  }
  return { release };
}

/** How many AI calls the user has in flight, on every process (for tests and logs). */
export function aiCallsInFlight(
  db: PrismaClient,
  userId: number,
  now = new Date(),
): Promise<number> {
  return db.aiCallSlot.count({ where: { userId, expiresAt: { gt: now } } });
}

/** The 429 answer: `{ error }` with `Retry-After`. */
export function tooManyAiCalls(): Response {
  return Response.json(
    { error: AI_BUSY_MESSAGE },
    { status: 429, headers: { 'Retry-After': String(AI_BUSY_RETRY_AFTER_SECONDS) } },
  );
}
