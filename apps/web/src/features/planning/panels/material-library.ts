import { STOCK_MATERIALS, type StockMaterial } from '@airscope/core';
import { attenuationDbPerMeter, wallLossDb, type WallType } from '@airscope/esx';
import type { EditorRecord } from '../document/editor-document.ts';
import { newRecordId } from '../commands/new-record-id.ts';

export const ESX_BANDS = [
  { esx: 'TWO', core: '2.4' },
  { esx: 'FIVE', core: '5' },
  { esx: 'SIX', core: '6' },
] as const;

/** The bands a side-panel shows one loss field for, with their label keys. */
export const BAND_FIELDS = [
  { esx: 'TWO', key: 'b24' },
  { esx: 'FIVE', key: 'b5' },
  { esx: 'SIX', key: 'b6' },
] as const;

/** A stock material as a project wall type (.esx ≥ 1.5: dB/m per band, thickness in metres). */
export function wallTypeOfMaterial(material: StockMaterial): EditorRecord {
  return {
    id: newRecordId(),
    status: 'CREATED',
    name: material.name,
    key: material.key,
    color: material.color,
    thickness: material.thicknessM,
    propagationProperties: ESX_BANDS.map((band) => ({ band: band.esx, attenuationFactor: material.dbPerM[band.core] })),
  };
}

/** Library materials the project does not have yet (by key). */
export function missingMaterials(wallTypes: readonly EditorRecord[]): StockMaterial[] {
  const keys = new Set(wallTypes.map((type) => type.key));
  return STOCK_MATERIALS.filter((material) => !keys.has(material.key));
}

/** Loss of one crossing per band in dB, as the engine reads the type (old files: one total for all bands). */
export function lossPerBand(type: EditorRecord): Record<'TWO' | 'FIVE' | 'SIX', number | undefined> {
  const wall = type as unknown as WallType;
  return { TWO: wallLossDb(wall, 'TWO'), FIVE: wallLossDb(wall, 'FIVE'), SIX: wallLossDb(wall, 'SIX') };
}

/** The type with a new loss (dB per crossing) on one band, kept as dB/m × thickness so the engine reads it back. */
export function withBandLoss(type: EditorRecord, band: 'TWO' | 'FIVE' | 'SIX', lossDb: number): EditorRecord {
  const thickness = typeof type.thickness === 'number' && type.thickness > 0 ? type.thickness : 0.01;
  const current = lossPerBand(type);
  const propagationProperties = ESX_BANDS.map(({ esx }) => ({
    band: esx,
    attenuationFactor: (esx === band ? lossDb : (current[esx] ?? 0)) / thickness,
  }));
  const { totalAttenuation: _dropped, ...rest } = type;
  return { ...rest, thickness, propagationProperties };
}

/** The type with a new thickness, keeping each band's loss per crossing. */
export function withThickness(type: EditorRecord, thicknessM: number): EditorRecord {
  if (!(thicknessM > 0)) return type;
  const current = lossPerBand(type);
  return {
    ...type,
    thickness: thicknessM,
    propagationProperties: ESX_BANDS.map(({ esx }) => ({ band: esx, attenuationFactor: (current[esx] ?? 0) / thicknessM })),
  };
}

/** dB per metre inside an attenuation area type on a band. */
export function areaDbPerM(type: EditorRecord, band: 'TWO' | 'FIVE' | 'SIX'): number | undefined {
  return attenuationDbPerMeter(type as never, band);
}

/** The area type with a new loss per metre inside on one band; the other bands keep theirs (old files: one value for all). */
export function withAreaBandLoss(type: EditorRecord, band: 'TWO' | 'FIVE' | 'SIX', dbPerM: number): EditorRecord {
  const propagationProperties = ESX_BANDS.map(({ esx }) => ({
    band: esx,
    attenuationFactor: esx === band ? dbPerM : (areaDbPerM(type, esx) ?? 0),
  }));
  return { ...type, propagationProperties };
}
