/** Floors above this many square metres are planned on 2 m cells instead of 1 m, to bound the work per floor. */
export const FINE_GRID_MAX_CELLS = 20_000;

/** Cell size (m) a floor's capacity and report heatmaps are computed on: 1 m, or 2 m on floors above 20 000 m². */
export function planningCellSizeM(widthM: number, heightM: number): 1 | 2 {
  return widthM * heightM > FINE_GRID_MAX_CELLS ? 2 : 1;
}
