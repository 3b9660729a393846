import type { FloorModel } from '../model/floor-model.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { stockCalibration } from './calibrate-from-survey.ts';
import { traceCalibrationPaths } from './calibration-paths.ts';
import { predictCalibratedRssi, type BandCalibration } from './fit-calibration.ts';

/** Geometry of calibratedPredictionAt; `exponent` is the stock one, used for a band the calibration did not fit. */
export interface CalibratedPredictionOptions {
  readonly receiverHeightM: number;
  readonly exponent: number;
  readonly maxObliqueFactor?: number;
}

/**
 * Received power (dBm) of one radio at points (m) under a survey calibration: the same multi-wall terms the fit
 * used (COST-231 with oblique incidence, calibration-paths.ts) with the fitted exponent, wall losses per type and
 * the radio's transmit offset; the stock plan where the radio's band was not fitted.
 */
export function calibratedPredictionAt(
  floor: FloorModel,
  radio: RadioModel,
  bands: readonly BandCalibration[],
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  options: CalibratedPredictionOptions,
): Float64Array {
  const samples = Array.from({ length: xs.length }, (_, i) => ({ radioId: radio.id, x: xs[i]!, y: ys[i]!, rssiDbm: 0, segmentId: '' }));
  const { paths, types } = traceCalibrationPaths(floor, [radio], samples, options);
  const calibration = bands.find((band) => band.band === radio.band) ?? stockCalibration(radio.band, types, options.exponent);
  return Float64Array.from(paths, (path) => predictCalibratedRssi(path, calibration, radio.id));
}
