import { buildAntennaPattern, buildFloorRfModel, type AntennaType } from '@airscope/esx';
import { describe, expect, it } from 'vitest';
import { AP_CATALOGUE, CATALOGUE_ANTENNAS } from '../access-points/catalogue.ts';
import { documentFromBatch, toEsxProject } from '../document/editor-document.ts';
import { createEditorStore } from '../document/editor-store.ts';
import { placeAccessPoint } from './access-point-commands.ts';
import { templateOfModel } from './catalogue-template.ts';

const FLOOR = 'floor-1';

describe('AP models from the catalogue as .esx records', () => {
  it('writes antenna types the RF model reads back as the catalogue pattern', () => {
    const model = AP_CATALOGUE.find((entry) =>
      entry.radios.some((radio) => CATALOGUE_ANTENNAS.find((antenna) => antenna.key === radio.antennaKey)?.pattern),
    )!;
    const template = templateOfModel(documentFromBatch({}), model);
    expect(template.antennaTypes.length).toBeGreaterThan(0);
    for (const record of template.antennaTypes) {
      const source = CATALOGUE_ANTENNAS.find((antenna) => antenna.name === record.name)!;
      const pattern = buildAntennaPattern(record as unknown as AntennaType)!;
      pattern.azimuthGainsDbi.forEach((gain, index) => expect(gain).toBeCloseTo(source.pattern!.azimuthGainsDbi[index]!, 6));
      pattern.elevationGainsDbi.forEach((gain, index) => expect(gain).toBeCloseTo(source.pattern!.elevationGainsDbi[index]!, 6));
    }
  });

  it('places an AP whose radios the engine predicts on their bands with the model power', () => {
    const store = createEditorStore(
      documentFromBatch({ floorPlans: [{ id: FLOOR, width: 500, height: 400, imageId: 'img', metersPerUnit: 0.05 }] }),
      0,
    );
    const generic = AP_CATALOGUE[0]!;
    const { command } = placeAccessPoint(
      store.getState().history.document,
      FLOOR,
      { x: 100, y: 100 },
      templateOfModel(store.getState().history.document, generic),
    );
    store.execute(command);
    const rf = buildFloorRfModel(toEsxProject(store.getState().shown), FLOOR);
    expect(rf.skippedRadios).toEqual([]);
    expect(rf.radios.map((radio) => radio.band).sort()).toEqual(
      generic.radios
        .filter((radio) => radio.technology !== 'BLE')
        .map((radio) => radio.band)
        .sort(),
    );
    expect(rf.radios[0]!.position).toEqual({ x: 5, y: 5 });
    expect(rf.radios.every((radio) => radio.antenna !== undefined)).toBe(true);
  });
});
