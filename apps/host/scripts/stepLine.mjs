// The one line a step of the start prints (`npm run serve`, `npm run verify`, `pnpm start`):
// shared by the step runner (steps.mjs) and the server's start (server/main.ts), so that the
// build's lines and the start's line up.

/** The column the durations line up at. */
const LABEL_WIDTH = 32;

/** `0.4 s`, `9.8 s`, `41 s`, `3 min 5 s`. */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** `✓ build @credence/api                    5.1 s`, then `note` if any. */
export function stepLine(ok, label, ms, note = '') {
  const time = formatDuration(ms).padStart(9);
  return `${ok ? '✓' : '✗'} ${label.padEnd(LABEL_WIDTH)} ${time}${note ? `  ${note}` : ''}`;
}
