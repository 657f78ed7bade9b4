/**
 * What the host must sustain on a 2-core machine (the issue "Scale: PostgreSQL for real, every
 * core used, and a load benchmark"), printed next to the measured figures by `pnpm bench`.
 */
export interface Target {
  /** Requests per second at least. */
  perSecond: number;
  /** 99th-percentile latency at most, in milliseconds (none: not targeted). */
  p99Ms?: number;
}

/** `PUT /api/objects/evaluations/{id}` on SQLite. */
export const SQLITE_SAVES: Target = { perSecond: 1_000, p99Ms: 50 };
/** The same on PostgreSQL. */
export const POSTGRES_SAVES: Target = { perSecond: 600 };
/** `GET /argumentevaluator?argumentId={id}`, a signed-in page load, on either database. */
export const EVALUATOR_PAGES: Target = { perSecond: 500, p99Ms: 100 };
