/**
 * Walking one table's cells in index order while keeping the matching index into another table,
 * in O(1) a cell. `contributions[b]` is what bit `b` of the walked index (0 the least
 * significant) adds to the other index when set — 0 for a bit the other table ignores, a sum of
 * bits for one it reads twice. From cell `c − 1` to `c` the lowest set bit of `c` turns on and
 * every bit below it turns off, so the other index moves by that bit's contribution minus theirs.
 */
export function odometer(contributions: readonly number[]): Int32Array {
  const steps = new Int32Array(Math.max(contributions.length, 1));
  let below = 0;
  contributions.forEach((contribution, bit) => {
    steps[bit] = contribution - below;
    below += contribution;
  });
  return steps;
}

/** How far the other index moves from cell `cell − 1` to `cell` (`cell` ≥ 1). */
export function advance(steps: Int32Array, cell: number): number {
  return steps[31 - Math.clz32(cell & -cell)]!;
}
