import type { ControllerAccessPoint, ControllerFloor, ControllerSite } from './vendors/controller-client.ts';

/**
 * Where a controller site's floors and APs go in a project, before anything is written: each floor's plan size and
 * scale, each AP's spot in plan pixels, and each AP that cannot be placed with the reason. The import preview shows
 * this plan and the import carries it out, so what the preview says is what the import does.
 */

// A floor the controller keeps without a map gets a blank plan drawn at this scale.
const BLANK_PX_PER_M = 20;
export const MAX_SIDE_PX = 20_000;
/** A floor with neither map, size nor scale gets a blank plan this many pixels square, unscaled. */
const UNKNOWN_SIDE_PX = 1000;
/** Around the APs of a floor known only by their positions in metres (a floor without a size). */
const AP_EXTENT_MARGIN_M = 5;
/**
 * How far past a plan's edge an AP still counts as on it, as a share of the plan's diagonal: controllers round
 * positions and corners, but an AP further out than this stands somewhere the plan does not show.
 */
const EDGE_TOLERANCE = 0.02;

/** Why an AP of the controller is left out of the project. */
export type UnplacedReason = 'NO_FLOOR' | 'NO_POSITION' | 'OFF_PLAN';

export interface PlannedFloor {
  floor: ControllerFloor;
  /** Size of the plan image the project gets (the controller's map, or a blank plan). */
  widthPx: number;
  heightPx: number;
  /** Metres per plan pixel; null when neither the controller nor the user gave a scale (the floor needs one). */
  metersPerUnit: number | null;
  /** Where the scale came from. */
  scaleFrom: 'CONTROLLER' | 'USER' | null;
}

export interface PlacedAccessPoint {
  ap: ControllerAccessPoint;
  floorId: string;
  /** Plan pixels from the top-left corner. */
  x: number;
  y: number;
}

export interface UnplacedAccessPoint {
  ap: ControllerAccessPoint;
  reason: UnplacedReason;
  /** The floor the controller has the AP on, when it names one the site has. */
  floorName: string | null;
  /** OFF_PLAN: how far outside the plan's edge, in metres, when the floor has a scale. */
  distanceM: number | null;
}

export interface SiteImportPlan {
  floors: PlannedFloor[];
  placed: PlacedAccessPoint[];
  unplaced: UnplacedAccessPoint[];
}

const clampSide = (px: number) => Math.max(1, Math.min(MAX_SIDE_PX, Math.round(px)));

/** Metres of a floor known only from its APs: the span they cover plus a margin. */
function apExtentM(floor: ControllerFloor, aps: ControllerAccessPoint[]): { widthM: number; heightM: number } {
  let widthM = 2 * AP_EXTENT_MARGIN_M;
  let heightM = 2 * AP_EXTENT_MARGIN_M;
  for (const ap of aps) {
    if (ap.floorId !== floor.id || ap.xM === null || ap.yM === null || ap.xM < 0 || ap.yM < 0) continue;
    widthM = Math.max(widthM, ap.xM + AP_EXTENT_MARGIN_M);
    heightM = Math.max(heightM, ap.yM + AP_EXTENT_MARGIN_M);
  }
  return { widthM, heightM };
}

function planFloor(floor: ControllerFloor, aps: ControllerAccessPoint[], userScale: number | undefined): PlannedFloor {
  let widthPx: number;
  let heightPx: number;
  let controllerMpu: number | null = null;
  if (floor.image) {
    widthPx = floor.image.widthPx;
    heightPx = floor.image.heightPx;
    if (floor.widthM) controllerMpu = floor.widthM / widthPx;
  } else if (floor.widthM && floor.heightM) {
    widthPx = clampSide(floor.widthM * BLANK_PX_PER_M);
    heightPx = clampSide(floor.heightM * BLANK_PX_PER_M);
    controllerMpu = floor.widthM / widthPx;
  } else if (floor.widthPx && floor.heightPx) {
    widthPx = clampSide(floor.widthPx);
    heightPx = clampSide(floor.heightPx);
  } else if (aps.some((ap) => ap.floorId === floor.id && ap.xM !== null)) {
    const extent = apExtentM(floor, aps);
    widthPx = clampSide(extent.widthM * BLANK_PX_PER_M);
    heightPx = clampSide(extent.heightM * BLANK_PX_PER_M);
    controllerMpu = extent.widthM / widthPx;
  } else {
    widthPx = UNKNOWN_SIDE_PX;
    heightPx = UNKNOWN_SIDE_PX;
  }
  if (controllerMpu) return { floor, widthPx, heightPx, metersPerUnit: controllerMpu, scaleFrom: 'CONTROLLER' };
  if (userScale) return { floor, widthPx, heightPx, metersPerUnit: userScale, scaleFrom: 'USER' };
  return { floor, widthPx, heightPx, metersPerUnit: null, scaleFrom: null };
}

/**
 * The AP's spot in plan pixels: from metres through the controller's own scale (the user's scale is only for maps
 * the controller has none for), else from the controller's map pixels stretched to the plan image.
 */
function spotOf(ap: ControllerAccessPoint, planned: PlannedFloor): { x: number; y: number } | null {
  const { floor } = planned;
  if (planned.scaleFrom === 'CONTROLLER' && ap.xM !== null && ap.yM !== null) {
    return { x: ap.xM / planned.metersPerUnit!, y: ap.yM / planned.metersPerUnit! };
  }
  const xPx = ap.xPx ?? null;
  const yPx = ap.yPx ?? null;
  if (xPx !== null && yPx !== null && floor.widthPx && floor.heightPx) {
    return { x: (xPx * planned.widthPx) / floor.widthPx, y: (yPx * planned.heightPx) / floor.heightPx };
  }
  return null;
}

/** How far outside a plan of this size a spot is, in plan pixels; 0 on the plan or within the edge tolerance. */
export function outsideBy(spot: { x: number; y: number }, plan: { widthPx: number; heightPx: number }): number {
  const tolerance = EDGE_TOLERANCE * Math.hypot(plan.widthPx, plan.heightPx);
  const dx = Math.max(0, -spot.x, spot.x - plan.widthPx);
  const dy = Math.max(0, -spot.y, spot.y - plan.heightPx);
  const out = Math.hypot(dx, dy);
  return out > tolerance ? out : 0;
}

/**
 * The plan of an import. `scales` gives metres per plan pixel for floors the controller keeps without a scale
 * (by controller floor id); other floors keep the controller's. Floors come lowest level first.
 */
export function planSiteImport(site: ControllerSite, scales: Readonly<Record<string, number>> = {}): SiteImportPlan {
  const ordered = [...site.floors].sort((a, b) => (a.level ?? 0) - (b.level ?? 0));
  const floors = ordered.map((floor) => {
    const scale = scales[floor.id];
    return planFloor(floor, site.accessPoints, scale !== undefined && Number.isFinite(scale) && scale > 0 ? scale : undefined);
  });
  const byId = new Map(floors.map((planned) => [planned.floor.id, planned]));
  const placed: PlacedAccessPoint[] = [];
  const unplaced: UnplacedAccessPoint[] = [];
  for (const ap of site.accessPoints) {
    const planned = ap.floorId === null ? undefined : byId.get(ap.floorId);
    if (!planned) {
      unplaced.push({ ap, reason: 'NO_FLOOR', floorName: null, distanceM: null });
      continue;
    }
    const spot = spotOf(ap, planned);
    if (!spot) {
      unplaced.push({ ap, reason: 'NO_POSITION', floorName: planned.floor.name, distanceM: null });
      continue;
    }
    const out = outsideBy(spot, planned);
    if (out > 0) {
      const distanceM = planned.metersPerUnit === null ? null : out * planned.metersPerUnit;
      unplaced.push({ ap, reason: 'OFF_PLAN', floorName: planned.floor.name, distanceM });
      continue;
    }
    placed.push({ ap, floorId: planned.floor.id, ...spot });
  }
  return { floors, placed, unplaced };
}
