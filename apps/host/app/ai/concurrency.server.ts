/**
 * At most {@link MAX_CONCURRENT_AI_CALLS_PER_USER} AI calls per user at a time, so one account
 * cannot tie up the AI endpoint (and its bill) or, offline, the event loop with a burst of
 * requests. `runAiEndpoint` takes a slot before any provider work and answers
 * {@link tooManyAiCalls} when none is free.
 *
 * The count is per host process, in memory: each process behind a load balancer counts its own
 * (so N processes allow N × the limit), and a restart forgets it — acceptable for a guard whose
 * job is to stop one user's burst, not to meter usage. Every slot taken must be released in a
 * `finally`, whether the call answers, fails or times out; a leaked slot would lock the user out
 * until the process restarts.
 */

/** How many AI calls one user may have in flight on this process; the next one answers 429. */
export const MAX_CONCURRENT_AI_CALLS_PER_USER = 2;

/** The `Retry-After` of the 429, in seconds: a typical model answer's time. */
export const AI_BUSY_RETRY_AFTER_SECONDS = 5;

/** The 429's message. */
export const AI_BUSY_MESSAGE =
  'Too many AI requests at once; please wait for the current ones to finish';

const inFlight = new Map<number, number>();

/** A taken slot; `release` is idempotent, so a double release cannot free someone else's. */
export interface AiSlot {
  release(): void;
}

/** Takes one of the user's slots, or null when all {@link MAX_CONCURRENT_AI_CALLS_PER_USER} are in use. */
export function acquireAiSlot(userId: number): AiSlot | null {
  const used = inFlight.get(userId) ?? 0;
  if (used >= MAX_CONCURRENT_AI_CALLS_PER_USER) return null;
  inFlight.set(userId, used + 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      const left = (inFlight.get(userId) ?? 1) - 1;
      // Users without calls in flight leave no entry behind: the map stays as small as the load.
      if (left > 0) inFlight.set(userId, left);
      else inFlight.delete(userId);
    },
  };
}

/** How many AI calls the user has in flight on this process (for tests and logs). */
export function aiCallsInFlight(userId: number): number {
  return inFlight.get(userId) ?? 0;
}

/** The 429 answer: `{ error }` with `Retry-After`. */
export function tooManyAiCalls(): Response {
  return Response.json(
    { error: AI_BUSY_MESSAGE },
    { status: 429, headers: { 'Retry-After': String(AI_BUSY_RETRY_AFTER_SECONDS) } },
  );
}
