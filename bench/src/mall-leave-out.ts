/**
 * Leave-one-cell-out of our measured model over one BSSID's 2 m cells, two ways: the closed form of
 * `leaveGroupsOut` (AP position and Huber weights held from the fit on every cell, the rest refitted; seconds for
 * the whole mall), and the full refit per cell that also searches the position again (about a minute).
 */
import { performance } from 'node:perf_hooks';
import { fitMeasuredRadio, leaveGroupsOut, predictMeasuredAt, type ApModelFit, type SurveySample } from '@airscope/core';

/** One BSSID's cells: samples per cell, each cell's mean position and RSSI, and the fit on all of them. */
export interface CellSurvey {
  readonly cells: readonly (readonly SurveySample[])[];
  readonly cx: readonly number[];
  readonly cy: readonly number[];
  readonly cv: readonly number[];
  readonly fit: ApModelFit;
}

const CELL_M = 2;
const cellKey = (x: number, y: number) => `${Math.floor(x / CELL_M)},${Math.floor(y / CELL_M)}`;

/** Absolute errors (dB) of each cell predicted without its own samples, in closed form. */
function closedFormCellErrors(survey: CellSurvey): number[] {
  const model = fitMeasuredRadio('b', survey.cells.flat());
  // The model's 1 m bins nest in the 2 m cells, so a cell's bins are the bins whose mean lies in it.
  const binsOf = new Map<string, number[]>();
  model.bins.xs.forEach((x, i) => {
    const key = cellKey(x, model.bins.ys[i]!);
    binsOf.set(key, [...(binsOf.get(key) ?? []), i]);
  });
  const groups = survey.cells.map((cell, i) => ({
    bins: binsOf.get(cellKey(cell[0]!.position.x, cell[0]!.position.y)) ?? [],
    x: survey.cx[i]!,
    y: survey.cy[i]!,
  }));
  return Array.from(leaveGroupsOut(model, groups), (value, i) => Math.abs(value - survey.cv[i]!));
}

/** Absolute errors (dB) of each cell predicted by a model refitted on the other cells' samples. */
function refitCellErrors(survey: CellSurvey): number[] {
  return survey.cells.map((_, i) => {
    const others = survey.cells.filter((__, j) => j !== i).flat();
    const model = fitMeasuredRadio('b', others, { initialPosition: survey.fit });
    return Math.abs(predictMeasuredAt(model, survey.cx[i]!, survey.cy[i]!) - survey.cv[i]!);
  });
}

/** Closed form beside the full refit per cell, on the same first BSSIDs: pooled cell MAE and time of each. */
export interface LeaveOutComparison {
  bssids: number;
  cells: number;
  closedMaeDb: number;
  refitMaeDb: number;
  closedSeconds: number;
  refitSeconds: number;
}

const meanOf = (v: readonly number[]): number => v.reduce((s, x) => s + x, 0) / v.length;

/** Closed-form errors per BSSID for all, with its time, and the comparison with the refit on the first `refitBssids`. */
export function leaveCellsOut(
  surveys: readonly CellSurvey[],
  refitBssids: number,
): { closed: number[][]; closedSeconds: number; comparison: LeaveOutComparison } {
  const compared = { closed: [] as number[], refit: [] as number[], closedMs: 0, refitMs: 0 };
  let closedMs = 0;
  const closed = surveys.map((survey, b) => {
    const started = performance.now();
    const errors = closedFormCellErrors(survey);
    const elapsed = performance.now() - started;
    closedMs += elapsed;
    if (b < refitBssids) {
      const refitStarted = performance.now();
      compared.refit.push(...refitCellErrors(survey));
      compared.refitMs += performance.now() - refitStarted;
      compared.closed.push(...errors);
      compared.closedMs += elapsed;
    }
    return errors;
  });
  return {
    closed,
    closedSeconds: closedMs / 1000,
    comparison: {
      bssids: Math.min(refitBssids, surveys.length),
      cells: compared.refit.length,
      closedMaeDb: meanOf(compared.closed),
      refitMaeDb: meanOf(compared.refit),
      closedSeconds: compared.closedMs / 1000,
      refitSeconds: compared.refitMs / 1000,
    },
  };
}
