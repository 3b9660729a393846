/** The outcome of one call of a combined load that may fail without failing the others. */
export type PartOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * docs/product.md §8 gives totals their own context message ("Could not load survey totals"), so their failure is kept
 * beside the page instead of rejecting the whole load: the rows still show.
 */
export function settlePart<T>(load: Promise<T>): Promise<PartOutcome<T>> {
  return load.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}
