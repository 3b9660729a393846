import { calibrateFromSurvey, DEFAULT_RECEIVER_HEIGHT_M, type Band, type BandCalibration, type SurveyCalibration } from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import { buildFloorRfModel } from '../rf-model/build-floor-rf-model.ts';
import { CalibrationRefusedError } from './calibration-refusal.ts';
import { calibratedRecords, type CalibrationChange } from './calibrated-records.ts';
import { pairSurveyReadings } from './survey-readings.ts';

/**
 * The path-loss exponent the product's prediction uses on every floor (free space, as the heatmaps and the
 * editor's workers predict). An .esx project has no field for another one, so the calibration holds it there and
 * lets walls and transmit offsets carry what the building adds: what is applied is exactly what was scored.
 */
export const PRODUCT_EXPONENT = 2;

export interface CalibratedWallType {
  readonly wallTypeId: string;
  readonly name: string;
  readonly band: Band;
  readonly stockLossDb: number;
  readonly fittedLossDb: number;
  readonly ci95Db: number;
  readonly crossings: number;
}

export interface CalibratedRadio {
  readonly radioId: string;
  readonly accessPointId: string;
  readonly accessPointName: string;
  readonly band: Band;
  readonly offsetDb: number;
  readonly transmitPowerDbm: number;
}

/** A floor's calibration as the API answers it, with the record changes that apply it in one save. */
export interface FloorCalibrationReport {
  readonly floorPlanId: string;
  readonly readings: number;
  readonly heldOut: { folds: number; readings: number; stockMaeDb: number; calibratedMaeDb: number } | null;
  readonly exponent: number;
  readonly wallTypes: readonly CalibratedWallType[];
  readonly radios: readonly CalibratedRadio[];
  readonly changes: readonly CalibrationChange[];
}

/**
 * Calibrates one floor of a project from its own survey: wall losses per wall type and band, a transmit offset
 * per planned radio, scored on readings held out by segment. Refuses (CalibrationRefusedError) a floor without
 * survey, walls, planned radios, or readings that pair with them.
 */
export function calibrateFloor(project: EsxProject, floorPlanId: string): FloorCalibrationReport {
  const model = buildFloorRfModel(project, floorPlanId);
  if (model.measured === null) throw new CalibrationRefusedError('NO_SURVEY');
  if (!model.floor.walls.some((wall) => wall.typeKey !== undefined)) throw new CalibrationRefusedError('NO_WALLS');
  if (model.radios.length === 0) throw new CalibrationRefusedError('NO_ACCESS_POINTS');
  const samples = pairSurveyReadings(model.radios, model.measured);
  if (samples.length === 0) throw new CalibrationRefusedError('NO_PAIRED_READINGS');
  const calibration = calibrateFromSurvey(model.floor, model.radios, samples, {
    receiverHeightM: DEFAULT_RECEIVER_HEIGHT_M,
    exponent: PRODUCT_EXPONENT,
    exponentSdDb: 1e-3,
  });
  const heard = new Set(samples.map((sample) => sample.radioId));
  return {
    floorPlanId,
    readings: samples.length,
    heldOut: calibration.heldOut.folds === 0 ? null : { ...calibration.heldOut },
    exponent: PRODUCT_EXPONENT,
    wallTypes: describeWallTypes(project, calibration),
    radios: describeRadios(
      project,
      calibration.bands,
      model.radios.filter((radio) => heard.has(radio.id)),
    ),
    changes: calibratedRecords(project, calibration, model.radios),
  };
}

function describeWallTypes(project: EsxProject, calibration: SurveyCalibration): CalibratedWallType[] {
  const names = new Map(project.collections.wallTypes.map((type) => [type.id, type.name ?? type.key ?? type.id]));
  return calibration.bands.flatMap((band) =>
    band.wallTypes.map((type) => ({
      wallTypeId: type.key,
      name: names.get(type.key) ?? type.key,
      band: band.band,
      stockLossDb: round(type.stockWallLossDb),
      fittedLossDb: round(type.fittedWallLossDb),
      ci95Db: round(type.wallLossCi95Db),
      crossings: type.crossingCount,
    })),
  );
}

function describeRadios(
  project: EsxProject,
  bands: readonly BandCalibration[],
  radios: readonly { id: string; apId: string; band: Band; txPowerDbm: number }[],
): CalibratedRadio[] {
  const apNames = new Map(project.collections.accessPoints.map((ap) => [ap.id, ap.name ?? ap.id]));
  return radios.map((radio) => {
    const offset = bands.find((band) => band.band === radio.band)?.txOffsetDb.get(radio.id) ?? 0;
    return {
      radioId: radio.id,
      accessPointId: radio.apId,
      accessPointName: apNames.get(radio.apId) ?? radio.apId,
      band: radio.band,
      offsetDb: round(offset),
      transmitPowerDbm: round(radio.txPowerDbm + offset),
    };
  });
}

/** Tenths of a dB: finer than any survey resolves, and what the records then hold. */
export const round = (value: number): number => Math.round(value * 10) / 10;
