/**
 * True when an optional-field patch sets no column. Kysely leaves `undefined` fields out of `SET`, and an UPDATE
 * with nothing left to set is an SQL syntax error (a 500 for a `{}` body): every repository update built from a
 * partial object asks this first and answers the current row instead, without writing (nor touching `updated_at`).
 */
export function setsNothing(patch: object): boolean {
  return Object.values(patch).every((value) => value === undefined);
}
