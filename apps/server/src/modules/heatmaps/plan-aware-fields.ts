import {
  buildPlanAwareBins,
  cellIndexAt,
  expandField,
  fitPlanAwareResiduals,
  groupSamplesByRadio,
  predictFloorFields,
  renderPlanAwareField,
  subsetBins,
  type PlanAwareBins,
  type GridSpec,
  type RadioField,
} from '@airscope/core';
import { pairMeasuredRadios, type FloorRfModel } from '@airscope/esx';

/**
 * The plan-aware survey fields of a floor (decision 0017): for every measured radio that pairs with a planned
 * radio, the plan's prediction of that radio (with the walls and powers as saved, so calibrated once "Calibrate
 * from survey" is applied) plus the survey's residuals interpolated by whichever of kernel smoothing, kriging or
 * nothing did best on held-out squares of the walk. Unpaired radios keep their measured-only field. Null when the
 * floor has no survey or no measured radio pairs with the plan.
 */
export function computePlanAwareFields(
  rf: FloorRfModel,
  grid: GridSpec,
  measuredFields: ReadonlyMap<string, RadioField>,
): Map<string, RadioField> | null {
  if (!rf.measured || rf.radios.length === 0) return null;
  const partners = pairMeasuredRadios(rf.radios, rf.measured.radios);
  if (partners.size === 0) return null;
  const samplesOf = groupSamplesByRadio(rf.measured.samples);
  const planned = [...new Map([...partners.values()].map((radio) => [radio.id, radio])).values()];
  const predicted = predictFloorFields(rf.floor, planned, grid).fields;
  const fields = new Map(measuredFields);
  for (const [measuredId, partner] of partners) {
    const prediction = expandField(predicted.get(partner.id)!, grid);
    const bins = buildPlanAwareBins(samplesOf.get(measuredId) ?? [], (xs, ys) =>
      Float64Array.from(xs, (x, i) => {
        const cell = cellIndexAt(grid, x, ys[i]!);
        return cell < 0 ? NaN : prediction[cell]!;
      }),
    );
    const kept = keepFinite(bins);
    if (kept.xs.length === 0) continue;
    fields.set(measuredId, renderPlanAwareField(prediction, grid, fitPlanAwareResiduals(kept, { source: partner.position })));
  }
  return fields;
}

function keepFinite(bins: PlanAwareBins): PlanAwareBins {
  return subsetBins(
    bins,
    Array.from(bins.residuals, (_, i) => i).filter((i) => Number.isFinite(bins.residuals[i])),
  );
}
