import type { Band, RadioModel, SurveyCalibration } from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import { wallLossDb } from '../normalize-attenuation.ts';
import { FALLBACK_WALL_THICKNESS_M } from '../rf-model/build-walls.ts';
import type { PropagationProperty } from '../schemas/common.schema.ts';
import type { WallType } from '../schemas/wall.schema.ts';

/** A record put that applies the calibration (the planning save's change shape). */
export interface CalibrationChange {
  readonly op: 'put';
  readonly collection: 'wallTypes' | 'simulatedRadios';
  readonly record: { readonly id: string } & Record<string, unknown>;
}

const ESX_BANDS: Readonly<Record<Band, 'TWO' | 'FIVE' | 'SIX'>> = { '2.4': 'TWO', '5': 'FIVE', '6': 'SIX' };

/**
 * The calibration as .esx records, so it round-trips through export: each wall type some reading crossed gets
 * its fitted dB/m in `propagationProperties` for the bands fitted (other bands keep their loss), and each heard
 * planned radio its transmit power plus the fitted offset. Wall types are project-wide, so every floor then
 * predicts with the fitted losses.
 */
export function calibratedRecords(project: EsxProject, calibration: SurveyCalibration, radios: readonly RadioModel[]): CalibrationChange[] {
  const changes: CalibrationChange[] = [];
  for (const type of project.collections.wallTypes) {
    const fits = calibration.bands.flatMap((band) => {
      const fitted = band.wallTypes.find((candidate) => candidate.key === type.id);
      return fitted !== undefined && fitted.crossingCount > 0 ? [{ band: band.band, lossDb: fitted.fittedWallLossDb }] : [];
    });
    if (fits.length > 0) changes.push({ op: 'put', collection: 'wallTypes', record: withFittedLosses(type, fits) });
  }
  const radioRecords = new Map(project.collections.simulatedRadios.map((radio) => [radio.id, radio]));
  for (const radio of radios) {
    const offset = calibration.bands.find((band) => band.band === radio.band)?.txOffsetDb.get(radio.id);
    const record = radioRecords.get(radio.id);
    if (offset === undefined || record === undefined || Math.abs(offset) < 0.05) continue;
    changes.push({
      op: 'put',
      collection: 'simulatedRadios',
      record: { ...record, transmitPower: Math.round((radio.txPowerDbm + offset) * 10) / 10 },
    });
  }
  return changes;
}

/** The wall type with the fitted loss per crossing (dB, tenths) on the fitted bands, as dB/m × its thickness. */
function withFittedLosses(type: WallType, fits: readonly { band: Band; lossDb: number }[]): WallType {
  const thickness = type.thickness !== undefined && type.thickness > 0 ? type.thickness : FALLBACK_WALL_THICKNESS_M;
  const current = (['TWO', 'FIVE', 'SIX'] as const).map(
    (band): PropagationProperty =>
      type.propagationProperties?.find((property) => property.band === band) ?? {
        band,
        attenuationFactor: (wallLossDb(type, band) ?? 0) / thickness,
      },
  );
  const propagationProperties = current.map((property) => {
    const fit = fits.find((candidate) => ESX_BANDS[candidate.band] === property.band);
    return fit === undefined ? property : { ...property, attenuationFactor: Math.max(0, Math.round(fit.lossDb * 10) / 10) / thickness };
  });
  return { ...type, thickness, propagationProperties };
}
