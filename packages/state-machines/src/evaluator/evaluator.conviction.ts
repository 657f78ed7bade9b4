/**
 * When the conviction setting turns an inductive argument into a deductive one.
 *
 * The spec says only that "applying the conviction setting makes the argument deductive" with an
 * 8 s notice linking to /settings. Our rule reads the setting (0..1, default 0.3) on the
 * inference-strength bar's own scale (0.5 → 0 %, 1 → 100 %): conviction c is how far short of
 * certainty a person still counts as convinced, so an argument whose bar reaches (1 − c) of the
 * way — P(C | premises) ≥ 1 − c/2 — is treated as deductive. With the default 0.3 that is a bar at
 * 70 % (strength 0.85); conviction 0 asks for certainty, 1 accepts any support.
 *
 * It applies when the user moves the bar up across that line (never on load, never to an argument
 * deductive by itself), so opening an argument does not change it behind the user's back, and the
 * notice's link lets them change the setting they just met. It is reversible: while applied the
 * bar stays movable and keeps the strength the user gives it; moving it back below the line makes
 * the argument inductive again (and crossing once more applies it again).
 */

/** The inference strength at and above which conviction `c` treats an argument as deductive. */
export function convictionThreshold(conviction: number): number {
  const c = Math.min(1, Math.max(0, conviction));
  return 1 - c / 2;
}

/** Whether moving the strength from `before` to `after` crosses the conviction line upward. */
export function reachesConviction(before: number, after: number, conviction: number): boolean {
  const threshold = convictionThreshold(conviction);
  return before < threshold && after >= threshold;
}
