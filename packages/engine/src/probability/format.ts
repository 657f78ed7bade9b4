/** A probability in a formula: at most four decimals, no trailing zeros. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toFixed(4))) : String(value);
}
