/**
 * One load run with autocannon against the running host, and the check that the server kept
 * every write it acknowledged.
 */
import autocannon from 'autocannon';

/** What a run measured. */
export interface LoadResult {
  /** Successful (2xx) requests per second over the run. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** 2xx answers. */
  ok: number;
  /** Answers that were not 2xx, plus connection errors and time-outs. */
  failed: number;
}

/** One simulated user: the cookie of its session. */
export interface BenchUser {
  cookie: string;
  /** The user's id in the database. */
  id: number;
}

/** Per user: the value of their last acknowledged save, and the one in flight when the run ended. */
export type SaveLog = Map<number, { acked?: number; inFlight?: number }>;

interface Context {
  user?: BenchUser;
  value?: number;
}

/**
 * `connections` clients PUT evaluations of argument `argumentId` for `seconds`, each save a new
 * value, as users drawn from `users`. A user is handed to a request only while none of theirs is
 * in flight, so each user's saves are ordered and the last one the server acknowledged is what
 * the database must hold afterwards (autocannon resets its per-connection context after every
 * request, so users cannot simply be tied to connections). Returns the figures and that log.
 */
export async function runSaves(
  base: string,
  users: BenchUser[],
  argumentId: number,
  connections: number,
  seconds: number,
): Promise<{ result: LoadResult; log: SaveLog }> {
  if (users.length < 2 * connections)
    throw new Error(`${connections} connections need twice as many users`);
  const log: SaveLog = new Map();
  const free = [...users];
  let counter = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'PUT',
        path: `/api/objects/evaluations/${argumentId}`,
        setupRequest(request, context: Context) {
          // A request that never got an answer (an error) keeps its user: there are spares.
          const user = free.shift();
          if (!user) throw new Error('Every bench user has a save in flight: add users');
          context.user = user;
          // Distinct, valid probabilities: which save was last is visible in the database.
          counter += 1;
          const value = Number(((counter % 9_999) / 10_000 + 0.0001).toFixed(4));
          context.value = value;
          log.set(user.id, { ...log.get(user.id), inFlight: value });
          return {
            ...request,
            // As the evaluator in a browser sends it (same-origin rule, JSON body).
            headers: { cookie: user.cookie, 'content-type': 'application/json', origin: base },
            body: JSON.stringify({
              evaluationMode: 'fallback',
              inferenceStrength: value,
              fallbackSupport: 0.5,
              evaluationSettings: { fallback: { pCGivenPremises: value } },
            }),
          };
        },
        onResponse(status, _body, context: Context) {
          const user = context.user;
          if (!user) return;
          if (status === 200) log.set(user.id, { acked: context.value, inFlight: undefined });
          free.push(user);
        },
      },
    ],
  });
  return { result: summarize(result, seconds), log };
}

/** `connections` signed-in clients load the evaluator page of `argumentId` for `seconds`. */
export async function runPages(
  base: string,
  users: BenchUser[],
  argumentId: number,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path: `/argumentevaluator?argumentId=${argumentId}`,
        setupRequest(request, context: Context) {
          context.user = users[next++ % users.length];
          return {
            ...request,
            // As a browser asks: compressed.
            headers: { cookie: (context.user as BenchUser).cookie, 'accept-encoding': 'gzip' },
          };
        },
      },
    ],
  });
  return summarize(result, seconds);
}

function summarize(result: autocannon.Result, seconds: number): LoadResult {
  const ok = result['2xx'];
  return {
    perSecond: ok / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
