// Public API of @airscope/core: the pure RF engine (units, geometry, propagation, survey interpolation,
// visualisations, requirements, KPIs). No I/O; every value is in the unit its type names.
export * from './units/units.ts';

export * from './geometry/points.ts';
export * from './geometry/polygon.ts';
export * from './geometry/pseudo-angle.ts';
export * from './geometry/segment-intersection.ts';
export * from './geometry/segment-grid-index.ts';
export * from './geometry/polygon-grid-index.ts';

export * from './model/bands.ts';
export * from './model/channels.ts';
export * from './model/client-profiles.ts';
export * from './model/field-window.ts';
export * from './model/floor-model.ts';
export * from './model/grid.ts';
export * from './model/same-value.ts';
export * from './model/radio-model.ts';

export * from './propagation/free-space-loss.ts';
export * from './propagation/log-distance.ts';
export * from './propagation/wall-loss.ts';
export * from './propagation/antenna-gain.ts';
export * from './propagation/prediction-cache.ts';
export * from './propagation/predict-floor-fields.ts';
export {
  computeFieldFast,
  computePointsFast,
  createFastEvaluator,
  DEFAULT_ANGULAR_BINS,
  type FastPathEvaluator,
} from './propagation/field-kernel-fast.ts';
export { computeFieldReference, type ReferenceSettings } from './propagation/field-kernel-reference.ts';
export { buildPathContext, type PathContext, type PathContextInputs } from './propagation/path-context.ts';
export { prepareFloor, membershipFor, type PreparedFloor } from './propagation/prepared-floor.ts';

export * from './survey/bssid-grouping.ts';
export * from './survey/radio-filters.ts';
export * from './survey/survey-bins.ts';
export * from './survey/ap-model-fit.ts';
export * from './survey/residual-smoothing.ts';
export * from './survey/measured-radio-model.ts';
export { leaveGroupsOut, refitWithoutGroup, type LeftOutGroup } from './survey/measured-leave-out.ts';
export * from './survey/measured-fields.ts';
export * from './survey/noise-field.ts';
export * from './survey/idw-baseline.ts';
export * from './survey/residual-kriging.ts';
export * from './survey/plan-aware-field.ts';

export * from './visualisation/mcs-tables.ts';
export * from './visualisation/data-rate.ts';
export * from './visualisation/airtime-efficiency.ts';
export * from './visualisation/requirements.ts';
export * from './visualisation/signal-summary.ts';
export * from './visualisation/radio-counts.ts';
export * from './visualisation/link-tables.ts';
export * from './visualisation/network-health.ts';
export * from './visualisation/requirement-visualisation.ts';
export * from './visualisation/visualisation-types.ts';
export * from './visualisation/compute-visualisations.ts';
export * from './visualisation/legend-bins.ts';
export * from './visualisation/heatmap-colour.ts';
export * from './visualisation/area-statistics.ts';
export * from './visualisation/contours.ts';
export * from './visualisation/technology-naming.ts';

export * from './kpi/kpi-average.ts';
export * from './kpi/kpi-counts.ts';

export * from './capacity/capacity-types.ts';
export * from './capacity/plan-capacity.ts';
export * from './capacity/capacity-grid.ts';

export * from './planning/channel-options.ts';
export * from './planning/channel-plan.ts';
export * from './planning/predicted-coupling.ts';
export * from './regulatory/regulatory-domains.ts';
export * from './regulatory/check-radio-setting.ts';

export * from './materials/stock-materials.ts';

export * from './calibration/calibration-paths.ts';
export * from './calibration/fit-calibration.ts';
export * from './calibration/calibrate-from-survey.ts';
export {
  buildSyntheticSurvey,
  computeSyntheticTruth,
  SYNTHETIC_WALL_TYPES,
  type SyntheticSurvey,
} from './calibration/synthetic-building.ts';
export * from './calibration/calibrated-prediction.ts';
export * from './planning/auto-plan/auto-plan-input.ts';
export * from './planning/auto-plan/auto-plan.ts';
export * from './planning/auto-plan/evaluate-plan.ts';
export { buildCoverageProblem, type FloorCoverageProblem } from './planning/auto-plan/build-coverage-problem.ts';
export { selectSites, selectSitesGreedy, selectSitesByRemoval } from './planning/auto-plan/select-sites.ts';
export { lowerBoundSites } from './planning/auto-plan/site-lower-bound.ts';
export { CoverageState, type CoverageProblem } from './planning/auto-plan/coverage-state.ts';
export { deriveCoverageTargets, type CoverageTarget } from './planning/auto-plan/coverage-targets.ts';

// The one heatmap pipeline (decision 0019): options -> grid, radios, client, scope -> fields -> visualisations -> answer.
export * from './heatmap/heatmap-steps.ts';
export * from './heatmap/heatmap-fields.ts';
export * from './heatmap/present-heatmap.ts';
export * from './heatmap/compute-floor-heatmap.ts';
