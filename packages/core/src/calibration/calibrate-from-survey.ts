import type { Band } from '../model/bands.ts';
import type { FloorModel } from '../model/floor-model.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { traceCalibrationPaths, type CalibrationPath, type CalibrationSample, type CalibrationWallType } from './calibration-paths.ts';
import { fitBandCalibration, predictCalibratedRssi, type BandCalibration, type CalibrationPriors } from './fit-calibration.ts';

/** Held-out error of the stock plan and of the calibration on readings whose walk segment the fit never saw. */
export interface HeldOutError {
  readonly folds: number;
  readonly readings: number;
  readonly stockMaeDb: number;
  readonly calibratedMaeDb: number;
}

/** A floor's survey calibration: one fit per band heard, with its honest held-out error. */
export interface SurveyCalibration {
  readonly bands: readonly BandCalibration[];
  readonly heldOut: HeldOutError;
  readonly wallTypes: readonly CalibrationWallType[];
}

export interface CalibrationOptions extends CalibrationPriors {
  readonly receiverHeightM: number;
  readonly maxObliqueFactor?: number;
  /** Cross-validation folds over walk segments (default 5). */
  readonly folds?: number;
}

/**
 * Fits wall losses per type and band, transmit offsets per radio and the path-loss exponent from a survey of a
 * planned floor, and scores stock and calibrated prediction on readings held out by walk segment (neighbouring
 * readings of one segment never sit on both sides of a fold).
 */
export function calibrateFromSurvey(
  floor: FloorModel,
  radios: readonly RadioModel[],
  samples: readonly CalibrationSample[],
  options: CalibrationOptions,
): SurveyCalibration {
  const { paths, types } = traceCalibrationPaths(floor, radios, samples, options);
  const radioIds = radios.map((radio) => radio.id);
  const bands = bandsOf(paths);
  const fitAll = (subset: readonly CalibrationPath[]): BandCalibration[] =>
    bands.map((band) => fitBandCalibration(band, subset, types, radioIds, options));
  return { bands: fitAll(paths), heldOut: crossValidate(paths, types, radioIds, options, fitAll), wallTypes: types };
}

function crossValidate(
  paths: readonly CalibrationPath[],
  types: readonly CalibrationWallType[],
  radioIds: readonly string[],
  options: CalibrationOptions,
  fitAll: (subset: readonly CalibrationPath[]) => BandCalibration[],
): HeldOutError {
  const segments = [...new Set(paths.map((path) => path.sample.segmentId))].sort();
  const folds = Math.min(options.folds ?? 5, segments.length);
  if (folds < 2) return { folds: 0, readings: 0, stockMaeDb: NaN, calibratedMaeDb: NaN };
  const foldOf = new Map(segments.map((segment, i) => [segment, i % folds]));
  let stockError = 0,
    calibratedError = 0,
    readings = 0;
  for (let fold = 0; fold < folds; fold++) {
    const training = paths.filter((path) => foldOf.get(path.sample.segmentId) !== fold);
    const fitted = new Map(fitAll(training).map((calibration) => [calibration.band, calibration]));
    for (const path of paths) {
      if (foldOf.get(path.sample.segmentId) !== fold) continue;
      const calibration = fitted.get(path.band);
      if (!calibration) continue;
      const radioId = radioIds[path.radioIndex]!;
      stockError += Math.abs(
        path.sample.rssiDbm - predictCalibratedRssi(path, stockCalibration(path.band, types, options.exponent), radioId),
      );
      calibratedError += Math.abs(path.sample.rssiDbm - predictCalibratedRssi(path, calibration, radioId));
      readings++;
    }
  }
  return { folds, readings, stockMaeDb: stockError / readings, calibratedMaeDb: calibratedError / readings };
}

/** The plan as it stands, in the calibration's shape: no offsets, the stock exponent and wall losses. */
export function stockCalibration(band: Band, types: readonly CalibrationWallType[], exponent: number): BandCalibration {
  return {
    band,
    exponent,
    exponentCi95: 0,
    txOffsetDb: new Map(),
    wallTypes: types.map((type) => ({
      key: type.key,
      band,
      stockDbPerM: type.stockDbPerM[band],
      fittedDbPerM: type.stockDbPerM[band],
      stockWallLossDb: type.stockDbPerM[band] * type.typicalThicknessM,
      fittedWallLossDb: type.stockDbPerM[band] * type.typicalThicknessM,
      wallLossCi95Db: 0,
      crossingCount: 0,
    })),
    residualSdDb: NaN,
    sampleCount: 0,
  };
}

function bandsOf(paths: readonly CalibrationPath[]): Band[] {
  return (['2.4', '5', '6'] as const).filter((band) => paths.some((path) => path.band === band));
}
