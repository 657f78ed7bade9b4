/**
 * What the host must sustain on a 2-core machine (the issue "Scale: PostgreSQL for real, every
 * core used, and a load benchmark"), printed next to the measured figures by `pnpm bench`; and,
 * last, how the evaluator's first load on a slow phone must compare with the home page's, printed
 * by `pnpm bench:first-load`.
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

/**
 * A first-load figure of the evaluator on a slow phone (`pnpm bench:first-load`: CPU 4× slower,
 * 150 ms latency, 1.6 Mbps down, no cache), as a multiple of the signed-in home page's time to
 * ready on the same phone.
 */
export interface RatioTarget {
  /** At most this many times the home page's time. */
  atMost: number;
}

/** From navigation start until the evaluator shows P(C). */
export const FIRST_LOAD_PC_VISIBLE: RatioTarget = { atMost: 1.3 };
/** From navigation start until a key press on a premise's slider changes the P(C) shown. */
export const FIRST_LOAD_INTERACTIVE: RatioTarget = { atMost: 2.0 };
