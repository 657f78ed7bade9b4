/**
 * What every benchmark here shares: a seeded generator, so each run measures the same inputs,
 * and the median its targets are judged on.
 */

/** A small seeded generator (mulberry32): numbers in [0, 1), the same sequence for a seed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Runs `run` once to warm up, then `runs` times: the median wall-clock and CPU milliseconds (CPU
 * time shows the work itself on a machine busy with other work).
 */
export function time(run: () => unknown, runs: number): { wall: number; cpu: number } {
  run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let k = 0; k < runs; k++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    run();
    const used = process.cpuUsage(cpuStart);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}
