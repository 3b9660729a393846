import { ERROR_TEXT } from '@airscope/contracts';

/** docs/product.md §5: a floor-plan row id is numeric; only whole non-negative numbers count as row ids. */
export function parseFloorPlanRowId(raw: string | undefined): number {
  const value = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw new Error(ERROR_TEXT.invalidFloorPlanRowId);
  return value;
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuidShaped(value: string | undefined): boolean {
  return value !== undefined && UUID_SHAPE.test(value);
}
