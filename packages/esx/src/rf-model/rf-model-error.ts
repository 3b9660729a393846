/** Why a floor cannot be turned into an RF model. */
export const RfModelErrorCode = {
  /** No live floor plan has the requested id. */
  UNKNOWN_FLOOR_PLAN: 'UNKNOWN_FLOOR_PLAN',
  /** The floor plan has no `metersPerUnit`: the map was never scaled, so nothing can be placed in metres. */
  UNSCALED_FLOOR_PLAN: 'UNSCALED_FLOOR_PLAN',
} as const;

export type RfModelErrorCode = (typeof RfModelErrorCode)[keyof typeof RfModelErrorCode];

/** A floor that cannot be modelled: `code` for machines, `message` for a survey engineer (like EsxError). */
export class RfModelError extends Error {
  override readonly name = 'RfModelError';
  readonly code: RfModelErrorCode;
  readonly floorPlanId: string;

  constructor(code: RfModelErrorCode, floorPlanId: string, message: string) {
    super(message);
    this.code = code;
    this.floorPlanId = floorPlanId;
  }
}

export function isRfModelError(error: unknown): error is RfModelError {
  return error instanceof RfModelError;
}
