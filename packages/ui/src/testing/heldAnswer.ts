/**
 * Tests only: a call held in flight until the test has seen its pending state
 * (`backend.scenarios.set(call, { until: held.until })`, then `held.release()`). A fixed delay
 * cannot promise that: on a busy machine the answer may come before the first look.
 */
export function heldAnswer(): { until: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { until, release };
}
