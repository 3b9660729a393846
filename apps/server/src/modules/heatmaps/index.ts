// What other modules may use of the heatmaps module besides its service: one floor's model and its heatmap fields.
export { prepareHeatmapFields, scopeOf } from './compute-heatmap.ts';
export { loadedFloorOf, toHeatmapInput, type LoadedFloor } from './floor-model-cache.ts';
