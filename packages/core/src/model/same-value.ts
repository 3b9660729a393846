/**
 * Deep equality of plain data (objects, arrays, primitives; structured-clone copies included), short-cut by identity:
 * tells an unchanged radio from a changed one without serialising it.
 */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!isSameValue(a[i], other[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>,
    y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) if (!Object.hasOwn(y, key) || !isSameValue(x[key], y[key])) return false;
  return true;
}
