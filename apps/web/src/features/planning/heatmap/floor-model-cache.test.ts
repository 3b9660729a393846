import { buildFloorRfModel } from '@airscope/esx';
import { describe, expect, it } from 'vitest';
import { AP_CATALOGUE, CATALOGUE_ANTENNAS } from '../access-points/catalogue.ts';
import { moveAccessPoint, placeAccessPoint, setRadiosField } from '../commands/access-point-commands.ts';
import { templateOfModel } from '../commands/catalogue-template.ts';
import { drawWallChain } from '../commands/wall-commands.ts';
import { documentFromBatch, toEsxProject } from '../document/editor-document.ts';
import { createEditorStore } from '../document/editor-store.ts';
import { createFloorModelCache } from './floor-model-cache.ts';

const FLOORS = ['floor-1', 'floor-2'];

/** Two scaled floors with a wall each and a catalogue AP with patterned antennas on each. */
function twoFloorStore() {
  const store = createEditorStore(
    documentFromBatch({
      wallTypes: [
        { id: 'brick', status: 'CREATED', name: 'Brick', thickness: 0.2, attenuationFactor: [{ frequencyBand: 'FIVE', attenuation: 20 }] },
      ],
      floorPlans: FLOORS.map((id) => ({ id, width: 500, height: 400, imageId: 'img', metersPerUnit: 0.05 })),
    }),
    0,
  );
  const model = AP_CATALOGUE.find((entry) =>
    entry.radios.some((radio) => CATALOGUE_ANTENNAS.find((antenna) => antenna.key === radio.antennaKey)?.pattern),
  )!;
  const apIds = FLOORS.map((floor, index) => {
    store.execute(
      drawWallChain(floor, 'brick', [
        { x: 50, y: 0 },
        { x: 50, y: 400 },
      ]),
    );
    const placed = placeAccessPoint(
      store.getState().shown,
      floor,
      { x: 100 + index * 50, y: 100 },
      templateOfModel(store.getState().shown, model),
    );
    store.execute(placed.command);
    return placed.accessPointId;
  });
  return { store, apIds };
}

const fresh = (store: ReturnType<typeof twoFloorStore>['store']) =>
  FLOORS.map((id) => buildFloorRfModel(toEsxProject(store.getState().shown), id));

describe('floor model cache', () => {
  it('builds the same models as buildFloorRfModel, also after an AP moves and a radio is rotated', () => {
    const { store, apIds } = twoFloorStore();
    const cache = createFloorModelCache();
    expect(cache.build(store.getState().shown, FLOORS)).toEqual(fresh(store));
    const ap = store.getState().shown.accessPoints.get(apIds[0]!)!;
    store.preview(moveAccessPoint(ap, 230, 170));
    const moved = cache.build(store.getState().shown, FLOORS);
    expect(moved).toEqual(fresh(store));
    expect(moved[0]!.radios[0]!.position).toEqual({ x: 11.5, y: 8.5 });
    store.execute(setRadiosField(store.getState().shown, apIds[0]!, 'antennaDirection', 90));
    expect(cache.build(store.getState().shown, FLOORS)).toEqual(fresh(store));
  });

  it('keeps the other floor, the walls and the antenna patterns by identity while an AP is dragged', () => {
    const { store, apIds } = twoFloorStore();
    const cache = createFloorModelCache();
    const before = cache.build(store.getState().shown, FLOORS);
    const ap = store.getState().shown.accessPoints.get(apIds[0]!)!;
    store.preview(moveAccessPoint(ap, 300, 200));
    const during = cache.build(store.getState().shown, FLOORS);
    expect(during[1]).toBe(before[1]);
    expect(during[0]).not.toBe(before[0]);
    expect(during[0]!.floor).toBe(before[0]!.floor);
    expect(during[0]!.radios.map((radio) => radio.antenna)).toEqual(before[0]!.radios.map((radio) => radio.antenna));
    during[0]!.radios.forEach((radio, index) => expect(radio.antenna).toBe(before[0]!.radios[index]!.antenna));
  });

  it('rebuilds the walls of a floor when a wall is drawn, and drops a deleted AP', () => {
    const { store, apIds } = twoFloorStore();
    const cache = createFloorModelCache();
    const before = cache.build(store.getState().shown, FLOORS);
    store.execute(
      drawWallChain(FLOORS[0]!, 'brick', [
        { x: 0, y: 200 },
        { x: 500, y: 200 },
      ]),
    );
    const after = cache.build(store.getState().shown, FLOORS);
    expect(after[0]!.floor.walls.length).toBe(before[0]!.floor.walls.length + 1);
    expect(after).toEqual(fresh(store));
    store.undo();
    store.undo();
    expect(store.getState().shown.accessPoints.has(apIds[1]!)).toBe(false);
    expect(cache.build(store.getState().shown, FLOORS)).toEqual(fresh(store));
  });
});
