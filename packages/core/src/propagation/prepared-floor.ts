import type { PointM } from '../geometry/points.ts';
import { orientPositive } from '../geometry/polygon.ts';
import { BANDS, type Band } from '../model/bands.ts';
import type { FloorModel } from '../model/floor-model.ts';
import { forEachCellInPolygon, gridKey, type GridSpec } from '../model/grid.ts';

/** Stride of a prepared wall: ax, ay, ex, ey, nx, ny, zLow, zHigh, loss 2.4, loss 5, loss 6 (dB at normal incidence). */
export const WALL_STRIDE = 11;
/** Stride of a prepared area edge: ax, ay, ex, ey, area index. */
export const AREA_EDGE_STRIDE = 5;

/** A floor flattened into typed arrays in absolute heights (m) for the hot loops. */
export interface PreparedFloor {
  readonly floor: FloorModel;
  readonly elevationM: number;
  readonly walls: Float64Array;
  readonly wallCount: number;
  readonly areaEdges: Float64Array;
  readonly areaEdgeCount: number;
  /** Per area: dB/m per band index, then zLow, zHigh (absolute m). */
  readonly areaAttenuation: readonly Float64Array[];
  readonly areaZ: Float64Array;
  readonly areaPolygons: readonly (readonly PointM[])[];
  readonly byGrid: Map<string, PreparedGridMembership>;
  /**
   * Path walls (path-context.ts) of radios heard on this floor, by source floor, then band and heights: they depend on
   * no radio's position, so every radio at one height on one band shares one list, and a moved AP reuses its own.
   */
  readonly pathWalls: WeakMap<PreparedFloor, Map<string, PathWalls>>;
}

/** The walls a path from a radio to a receiver floor can cross (rows of path-context.ts's PATH_WALL_STRIDE). */
export interface PathWalls {
  readonly walls: Float64Array;
  readonly count: number;
}

/** Which attenuation areas contain each cell centre (CSR over cells), with the cell-centre coordinates (m). */
export interface PreparedGridMembership {
  readonly start: Int32Array;
  readonly areaIds: Int32Array;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
}

/** Index of a band in the per-band columns. */
export function bandIndex(band: Band): number {
  return band === '2.4' ? 0 : band === '5' ? 1 : 2;
}

/** Flattens a floor's walls and attenuation areas for the prediction kernels. */
export function prepareFloor(floor: FloorModel): PreparedFloor {
  const elevation = floor.elevationM ?? 0;
  const walls = new Float64Array(floor.walls.length * WALL_STRIDE);
  // Written value by value (no temporary arrays per wall): floors of thousands of walls are prepared per prediction.
  for (let i = 0; i < floor.walls.length; i++) {
    const w = floor.walls[i]!;
    const ex = w.b.x - w.a.x,
      ey = w.b.y - w.a.y;
    const len = Math.hypot(ex, ey) || 1;
    const o = i * WALL_STRIDE;
    walls[o] = w.a.x;
    walls[o + 1] = w.a.y;
    walls[o + 2] = ex;
    walls[o + 3] = ey;
    walls[o + 4] = -ey / len;
    walls[o + 5] = ex / len;
    walls[o + 6] = elevation + (w.bottomM ?? 0);
    walls[o + 7] = elevation + (w.topM ?? Infinity);
    for (let b = 0; b < BANDS.length; b++) walls[o + 8 + b] = w.attenuationDbPerM[BANDS[b]!] * w.thicknessM;
  }
  const areas = floor.attenuationAreas ?? [];
  const polygons = areas.map((a) => orientPositive(a.polygon));
  const edgeCount = polygons.reduce((n, p) => n + (p.length >= 3 ? p.length : 0), 0);
  const areaEdges = new Float64Array(edgeCount * AREA_EDGE_STRIDE);
  let k = 0;
  polygons.forEach((p, id) => {
    if (p.length < 3) return;
    for (let i = 0; i < p.length; i++) {
      const a = p[i]!,
        b = p[(i + 1) % p.length]!;
      areaEdges.set([a.x, a.y, b.x - a.x, b.y - a.y, id], k++ * AREA_EDGE_STRIDE);
    }
  });
  const areaZ = new Float64Array(areas.length * 2);
  areas.forEach((a, i) => {
    areaZ[2 * i] = elevation + (a.bottomM ?? 0);
    areaZ[2 * i + 1] = elevation + (a.topM ?? Infinity);
  });
  return {
    floor,
    elevationM: elevation,
    walls,
    wallCount: floor.walls.length,
    areaEdges,
    areaEdgeCount: edgeCount,
    areaAttenuation: areas.map((a) => Float64Array.from(BANDS.map((b) => a.attenuationDbPerM[b]))),
    areaZ,
    areaPolygons: polygons,
    byGrid: new Map(),
    pathWalls: new WeakMap(),
  };
}

/** Cell → containing attenuation areas for a grid, computed once per floor and grid. */
export function membershipFor(prepared: PreparedFloor, grid: GridSpec): PreparedGridMembership {
  const key = gridKey(grid);
  const cached = prepared.byGrid.get(key);
  if (cached) return cached;
  const cells = grid.cols * grid.rows;
  const counts = new Int32Array(cells + 1);
  const lists: number[][] = prepared.areaPolygons.map(() => []);
  prepared.areaPolygons.forEach((polygon, id) =>
    forEachCellInPolygon(grid, polygon, (i) => {
      counts[i + 1]!++;
      lists[id]!.push(i);
    }),
  );
  for (let i = 0; i < cells; i++) counts[i + 1]! += counts[i]!;
  const ids = new Int32Array(counts[cells]!);
  const fill = counts.slice(0, cells);
  lists.forEach((cellsOfArea, id) => {
    for (const c of cellsOfArea) ids[fill[c]!++] = id;
  });
  const membership = { start: counts, areaIds: ids, ...cellCentres(grid) };
  prepared.byGrid.set(key, membership);
  return membership;
}

/** Membership with no areas, for grids evaluated without attenuation areas. */
export function emptyMembership(grid: GridSpec): PreparedGridMembership {
  return { start: new Int32Array(grid.cols * grid.rows + 1), areaIds: new Int32Array(0), ...cellCentres(grid) };
}

function cellCentres(grid: GridSpec): { xs: Float64Array; ys: Float64Array } {
  const xs = new Float64Array(grid.cols * grid.rows),
    ys = new Float64Array(grid.cols * grid.rows);
  for (let row = 0, i = 0; row < grid.rows; row++) {
    for (let col = 0; col < grid.cols; col++, i++) {
      xs[i] = grid.originX + (col + 0.5) * grid.cellSizeM;
      ys[i] = grid.originY + (row + 0.5) * grid.cellSizeM;
    }
  }
  return { xs, ys };
}
