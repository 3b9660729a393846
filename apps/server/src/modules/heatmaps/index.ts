// What other modules may use of the heatmaps module besides its service: one floor's model, as the heatmap pipeline of @airscope/core takes it.
export { loadedFloorOf, toHeatmapInput, type LoadedFloor } from './floor-model-cache.ts';
export type { HeatmapCache } from './heatmap-cache.ts';
