/**
 * Solves `A·x = b` for a small dense system by Gaussian elimination with partial pivoting.
 * `A` is row-major `size × size`; neither input is modified. A singular pivot gives 0 for that
 * unknown, which leaves the corresponding parameter where it is.
 */
export function solveLinearSystem(
  matrix: Float64Array,
  rhs: Float64Array,
  size: number,
): Float64Array {
  const a = Float64Array.from(matrix);
  const b = Float64Array.from(rhs);
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let row = col + 1; row < size; row++) {
      if (Math.abs(a[row * size + col]!) > Math.abs(a[pivot * size + col]!)) pivot = row;
    }
    if (pivot !== col) {
      for (let k = 0; k < size; k++) {
        const tmp = a[col * size + k]!;
        a[col * size + k] = a[pivot * size + k]!;
        a[pivot * size + k] = tmp;
      }
      const tmp = b[col]!;
      b[col] = b[pivot]!;
      b[pivot] = tmp;
    }
    const diagonal = a[col * size + col]!;
    if (Math.abs(diagonal) < 1e-300) continue;
    for (let row = col + 1; row < size; row++) {
      const factor = a[row * size + col]! / diagonal;
      if (factor === 0) continue;
      for (let k = col; k < size; k++) a[row * size + k]! -= factor * a[col * size + k]!;
      b[row]! -= factor * b[col]!;
    }
  }
  const x = new Float64Array(size);
  for (let row = size - 1; row >= 0; row--) {
    const diagonal = a[row * size + row]!;
    if (Math.abs(diagonal) < 1e-300) continue;
    let sum = b[row]!;
    for (let k = row + 1; k < size; k++) sum -= a[row * size + k]! * x[k]!;
    x[row] = sum / diagonal;
  }
  return x;
}
