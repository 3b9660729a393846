import type { CalibrationSample, RadioModel, SurveySample } from '@airscope/core';
import type { MeasuredFloorData } from '../rf-model/floor-rf-model.ts';

/** Side of the square blocks that stand for walk segments in cross-validation, metres. */
export const SEGMENT_BLOCK_M = 8;

/** A measured radio further than this from every planned radio of its band and channel is left unpaired, metres. */
export const MAX_PAIRING_DISTANCE_M = 10;

/** At most this many readings enter one calibration; a longer survey is thinned evenly (the fit runs inside a request). */
export const MAX_CALIBRATION_READINGS = 20_000;

/**
 * The survey readings of a floor, each given to the planned radio that sent it. A measured radio is the planned
 * radio of the same access point when the survey was taken with the plan's APs; otherwise the nearest planned
 * radio on the same band and channel within MAX_PAIRING_DISTANCE_M of where the survey placed it (the
 * placed AP, else its strongest reading). Measured radios without such a partner are left out.
 * Cross-validation holds out whole SEGMENT_BLOCK_M squares of the floor: the tracks carry no segment marks,
 * and neighbouring readings of one stretch of walk fall in the same square, so they never straddle a fold.
 */
export function pairSurveyReadings(planned: readonly RadioModel[], measured: MeasuredFloorData): CalibrationSample[] {
  const partner = new Map([...pairMeasuredRadios(planned, measured.radios)].map(([id, radio]) => [id, radio.id]));
  const paired = measured.samples.filter((sample) => partner.has(sample.radioId));
  const stride = Math.ceil(paired.length / MAX_CALIBRATION_READINGS);
  return paired
    .filter((_, i) => i % stride === 0)
    .map((sample: SurveySample) => ({
      radioId: partner.get(sample.radioId)!,
      x: sample.position.x,
      y: sample.position.y,
      rssiDbm: sample.rssiDbm,
      segmentId: `${Math.floor(sample.position.x / SEGMENT_BLOCK_M)},${Math.floor(sample.position.y / SEGMENT_BLOCK_M)}`,
    }));
}

/**
 * The planned radio each measured radio stands for, by measured radio id: the plan's radio of the same access point
 * and band, else the nearest planned radio on the same band and channel within MAX_PAIRING_DISTANCE_M.
 */
export function pairMeasuredRadios(planned: readonly RadioModel[], measured: readonly RadioModel[]): Map<string, RadioModel> {
  const partner = new Map<string, RadioModel>();
  for (const radio of measured) {
    const own = planned.find((candidate) => candidate.apId === radio.apId && candidate.band === radio.band);
    const nearest = own ?? nearestOnChannel(planned, radio);
    if (nearest !== undefined) partner.set(radio.id, nearest);
  }
  return partner;
}

function nearestOnChannel(planned: readonly RadioModel[], radio: RadioModel): RadioModel | undefined {
  let best: RadioModel | undefined,
    bestDistance = MAX_PAIRING_DISTANCE_M;
  for (const candidate of planned) {
    if (candidate.band !== radio.band || candidate.channel !== radio.channel) continue;
    const distance = Math.hypot(candidate.position.x - radio.position.x, candidate.position.y - radio.position.y);
    if (distance <= bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
