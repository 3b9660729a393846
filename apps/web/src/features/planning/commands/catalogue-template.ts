import type { AntennaPattern } from '@airscope/core';
import { CATALOGUE_ANTENNAS, type CatalogueApModel } from '../access-points/catalogue.ts';
import { recordsOf, type EditorDocument, type EditorRecord } from '../document/editor-document.ts';
import type { AccessPointTemplate, RadioTemplate } from './access-point-commands.ts';
import { newRecordId } from './new-record-id.ts';

const ESX_BAND = { '2.4': 'TWO', '5': 'FIVE', '6': 'SIX' } as const;
// First channel of each band and its 20 MHz neighbours, for the widths a model offers by default.
const FIRST_CHANNELS = { '2.4': [1, 5], '5': [36, 40, 44, 48, 52, 56, 60, 64], '6': [1, 5, 9, 13, 17, 21, 25, 29] } as const;

/** An engine pattern as an .esx plane: samples at equal steps from 0°, which `resamplePlane` reads back unchanged. */
function toPlane(gains: readonly number[]) {
  return { alignmentAngle: 0, gains: gains.map((gain, index) => ({ angle: (index * 360) / gains.length, gain })) };
}

function antennaRecord(
  name: string,
  band: keyof typeof ESX_BAND,
  pattern: AntennaPattern,
  directional: boolean,
  existing: EditorRecord | undefined,
): EditorRecord {
  return (
    existing ?? {
      id: newRecordId(),
      status: 'CREATED',
      name,
      frequencyBand: ESX_BAND[band],
      radioTechnology: 'IEEE802_11',
      directional,
      hplane: toPlane(pattern.azimuthGainsDbi),
      eplane: toPlane(pattern.elevationGainsDbi),
    }
  );
}

/** A catalogue AP model as the records a placed AP needs; antenna types already in the project (same name and band) are reused. */
export function templateOfModel(document: EditorDocument, model: CatalogueApModel): AccessPointTemplate {
  const known = recordsOf(document, 'antennaTypes');
  const antennaTypes: EditorRecord[] = [];
  const radios: RadioTemplate[] = [];
  for (const radio of model.radios) {
    if (radio.technology === 'BLE') continue;
    const antenna = CATALOGUE_ANTENNAS.find((candidate) => candidate.key === radio.antennaKey);
    let antennaTypeId: string | undefined;
    if (antenna?.pattern) {
      const existing =
        known.find((record) => record.name === antenna.name && record.frequencyBand === ESX_BAND[radio.band]) ??
        antennaTypes.find((record) => record.name === antenna.name && record.frequencyBand === ESX_BAND[radio.band]);
      const record = antennaRecord(antenna.name, radio.band, antenna.pattern, antenna.directional, existing);
      if (!existing) antennaTypes.push(record);
      antennaTypeId = record.id;
    }
    // 6 GHz channel numbers overlap 2.4 GHz ones: only an antenna type's band tells them apart.
    if (radio.band === '6' && !antennaTypeId) continue;
    const width = radio.band === '2.4' ? 20 : Math.min(40, Math.max(...radio.supportedWidthsMhz, 20));
    radios.push({
      band: radio.band,
      channel: FIRST_CHANNELS[radio.band].slice(0, width / 20),
      transmitPower: radio.defaultTxPowerDbm,
      technology: radio.technology,
      spatialStreamCount: radio.streams,
      mounting: radio.mounting,
      ...(antennaTypeId ? { antennaTypeId } : {}),
    });
  }
  return { vendor: model.vendor, model: model.model, radios, antennaTypes };
}
