/**
 * Cholesky factorisation of a symmetric positive-definite matrix (row-major, n×n), in place of a copy;
 * returns the lower factor L with A = L·Lᵀ, or undefined when A is not positive definite.
 */
export function choleskyFactor(a: Float64Array, n: number): Float64Array | undefined {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * n + j]!;
      for (let k = 0; k < j; k++) sum -= l[i * n + k]! * l[j * n + k]!;
      if (i === j) {
        if (!(sum > 0)) return undefined;
        l[i * n + i] = Math.sqrt(sum);
      } else {
        l[i * n + j] = sum / l[j * n + j]!;
      }
    }
  }
  return l;
}

/** Solves L·Lᵀ·x = b for x, given the Cholesky factor L (n×n, row-major). */
export function choleskySolve(l: Float64Array, n: number, b: Float64Array): Float64Array {
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= l[i * n + k]! * y[k]!;
    y[i] = sum / l[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= l[k * n + i]! * x[k]!;
    x[i] = sum / l[i * n + i]!;
  }
  return x;
}

/** Diagonal of A⁻¹ from A's Cholesky factor (the variances of a least-squares fit, up to the noise scale). */
export function choleskyInverseDiagonal(l: Float64Array, n: number): Float64Array {
  const diag = new Float64Array(n);
  const unit = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    unit.fill(0);
    unit[i] = 1;
    diag[i] = choleskySolve(l, n, unit)[i]!;
  }
  return diag;
}
