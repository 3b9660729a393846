/**
 * Live planning on a big building: a synthetic 5-floor office (synthetic-building.ts: 200 APs with a 2.4 and a
 * 5 GHz radio each, 5,000 wall segments, concrete slabs), every floor predicted from every radio of the building
 * (radios on other floors through the slabs), as the live view does. Prints the time to recompute all floors with
 * the prediction cache after one AP moves and after wall-type edits, beside a from-scratch recompute of the same
 * building in the same run. Run: `npx tsx bench/src/planning-recompute.bench.ts [--cell=0.5]`.
 */
import {
  computeVisualisation,
  computeVisualisations,
  createGrid,
  createVisualisationContext,
  createPredictionCache,
  pointM,
  predictFloorFields,
  type FloorModel,
  type GridSpec,
  type PredictionCache,
  type RadioModel,
  type VisualisationContext,
} from '@airscope/core';
import { APS, buildFloors, buildRadios, DEPTH_M, FLOORS, TYPES, WIDTH_M } from './synthetic-building.ts';

const cellArg = process.argv.find((a) => a.startsWith('--cell='));
const CELL_M = cellArg ? Number(cellArg.slice(7)) : 0.5;

/**
 * Every floor's fields plus its 5 GHz signal heatmap; returns wall ms (and the fields' part) and how many radio fields
 * were traced or corrected. With `contexts` (each floor's visualisation context of the previous pass) every floor's
 * heatmap is also updated from the previous pass's (decision 0029), timed apart, and compared cell by cell.
 */
function recomputeBuilding(
  floors: readonly FloorModel[],
  radios: readonly RadioModel[],
  grid: GridSpec,
  cache: PredictionCache | undefined,
  contexts?: Map<string, VisualisationContext>,
) {
  const t0 = performance.now();
  let recomputed = 0,
    corrected = 0,
    fieldsMs = 0,
    updateMs = 0,
    mismatched = 0;
  for (const floor of floors) {
    const f0 = performance.now();
    const prediction = predictFloorFields(floor, radios, grid, { building: floors, ...(cache ? { cache } : {}) });
    fieldsMs += performance.now() - f0;
    recomputed += prediction.recomputedRadioIds.length;
    corrected += prediction.correctedRadioIds.length;
    const input = { grid, radios, fields: prediction.fields, band: '5' } as const;
    const fresh = computeVisualisation('sig-strength', input);
    if (!contexts) continue;
    const u0 = performance.now();
    const context = createVisualisationContext(input, contexts.get(floor.id));
    const updated = computeVisualisations(['sig-strength'], input, context).get('sig-strength')!;
    updateMs += performance.now() - u0;
    contexts.set(floor.id, context);
    for (let i = 0; i < fresh.values.length; i++) if (!Object.is(fresh.values[i], updated.values[i])) mismatched++;
  }
  const ms = performance.now() - t0 - updateMs;
  return { ms, fieldsMs, updatedMs: fieldsMs + updateMs, mismatched, recomputed, corrected };
}

const grid = createGrid(WIDTH_M, DEPTH_M, CELL_M);
const baseLoss = TYPES.map((t) => t.dbPerM);
const floors = buildFloors(baseLoss);
const radios = buildRadios();
console.log(
  `Planning recompute: ${FLOORS} floors, ${APS} APs / ${radios.length} radios, ${floors.reduce((n, f) => n + f.walls.length, 0)} wall segments, ${grid.cols}×${grid.rows} cells of ${CELL_M} m per floor, every floor hears every radio`,
);

const scratch = recomputeBuilding(floors, radios, grid, undefined);
console.log(
  `  from scratch (no cache): ${scratch.ms.toFixed(0)} ms (fields ${scratch.fieldsMs.toFixed(0)} ms), ${scratch.recomputed} radio fields`,
);

const cache = createPredictionCache();
const contexts = new Map<string, VisualisationContext>();
const warm = recomputeBuilding(floors, radios, grid, cache, contexts);
console.log(`  first pass filling the cache: ${warm.ms.toFixed(0)} ms, ${warm.recomputed} radio fields`);

const moved = radios.map((r) => (r.apId === 'ap57' ? { ...r, position: pointM(r.position.x + 2, r.position.y + 1) } : r));
const move = recomputeBuilding(floors, moved, grid, cache, contexts);
console.log(
  `  one AP moved: ${move.ms.toFixed(0)} ms (fields ${move.fieldsMs.toFixed(0)} ms), ${move.recomputed} radio fields recomputed (${(scratch.ms / move.ms).toFixed(1)}× faster than from scratch)`,
);
console.log(
  `  one AP moved, heatmaps updated from the previous pass: ${move.updatedMs.toFixed(0)} ms (fields ${move.fieldsMs.toFixed(0)} ms; target < 50 ms) | heatmaps from scratch in the same pass: ${move.ms.toFixed(0)} ms | cells differing from scratch: ${move.mismatched}`,
);

const coarseGrid = createGrid(WIDTH_M, DEPTH_M, 1);
const coarseCache = createPredictionCache();
recomputeBuilding(floors, radios, coarseGrid, coarseCache);
const coarseMove = recomputeBuilding(
  floors,
  radios.map((r) => (r.apId === 'ap58' ? { ...r, position: pointM(r.position.x - 2, r.position.y) } : r)),
  coarseGrid,
  coarseCache,
);
console.log(`  one AP moved, coarse 1 m pass (what a drag frame costs): ${coarseMove.ms.toFixed(0)} ms for all ${FLOORS} floors`);

const changedLoss = baseLoss.map((v, i) => (TYPES[i]!.name === 'cubicle' ? 14 : v));
const wallChange = recomputeBuilding(buildFloors(changedLoss), moved, grid, cache);
console.log(
  `  one wall type changed (cubicle 10 → 14 dB/m on every floor): ${wallChange.ms.toFixed(0)} ms (fields ${wallChange.fieldsMs.toFixed(0)} ms), ${wallChange.recomputed} radio fields recomputed, ${wallChange.corrected} corrected (${(scratch.ms / wallChange.ms).toFixed(2)}× from scratch)`,
);

// A lighter wall type can lift cells off the signal floor, so every radio within reach of such a wall is retraced.
const lighter = recomputeBuilding(buildFloors(baseLoss), moved, grid, cache);
console.log(
  `  one wall type changed back (cubicle 14 → 10 dB/m on every floor): ${lighter.ms.toFixed(0)} ms (fields ${lighter.fieldsMs.toFixed(0)} ms), ${lighter.recomputed} radio fields recomputed, ${lighter.corrected} corrected (${(scratch.ms / lighter.ms).toFixed(2)}× from scratch)`,
);

// One wall drawn and then deleted again on the middle floor (a 4 m brick wall inside a room).
const base = buildFloors(baseLoss);
const brick = { ...base[2]!.walls.find((w) => w.thicknessM === 0.3)!, a: pointM(47, 8), b: pointM(47, 12) };
const withWall = base.map((f, i) => (i === 2 ? { ...f, walls: [...f.walls, brick] } : f));
const added = recomputeBuilding(withWall, moved, grid, cache);
console.log(
  `  one wall added on floor 3: ${added.ms.toFixed(0)} ms (fields ${added.fieldsMs.toFixed(0)} ms), ${added.recomputed} radio fields recomputed, ${added.corrected} corrected`,
);
const removed = recomputeBuilding(base, moved, grid, cache);
console.log(
  `  the same wall removed: ${removed.ms.toFixed(0)} ms (fields ${removed.fieldsMs.toFixed(0)} ms), ${removed.recomputed} radio fields recomputed, ${removed.corrected} corrected`,
);
