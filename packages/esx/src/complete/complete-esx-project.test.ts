import { describe, expect, it } from 'vitest';
import { createEmptyCollections } from '../esx-collections.ts';
import { newEsxProject } from '../new-esx-project.ts';
import { buildFloorRfModel } from '../rf-model/build-floor-rf-model.ts';
import type { EsxCollections } from '../esx-collections.ts';
import { completeEsxProject } from './complete-esx-project.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A small planned floor with name-like ids, walls in the newer encoding and radios without antennas, as the demo had. */
function legacyProject() {
  const c = createEmptyCollections() as unknown as Record<string, Record<string, unknown>[]>;
  c.images!.push({ id: 'img', status: 'CREATED', imageFormat: 'PNG', resolutionWidth: 100, resolutionHeight: 50 });
  c.floorPlans!.push({ id: 'floor-0', status: 'CREATED', name: 'Ground', width: 100, height: 50, metersPerUnit: 0.2, imageId: 'img' });
  c.wallTypes!.push({
    id: 'brick',
    status: 'CREATED',
    name: 'Brick',
    thickness: 0.3,
    propagationProperties: [{ band: 'FIVE', attenuationFactor: 33 }],
  });
  c.wallPoints!.push({ id: 'wp-a', status: 'CREATED', location: { floorPlanId: 'floor-0', coord: { x: 50, y: 0 } } });
  c.wallPoints!.push({ id: 'wp-b', status: 'CREATED', location: { floorPlanId: 'floor-0', coord: { x: 50, y: 50 } } });
  c.wallSegments!.push({ id: 'wall-0', status: 'CREATED', wallTypeId: 'brick', wallPoints: ['wp-a', 'wp-b'] });
  c.accessPoints!.push({
    id: 'ap-0',
    status: 'CREATED',
    name: 'AP-1',
    mine: true,
    location: { floorPlanId: 'floor-0', coord: { x: 20, y: 25 } },
  });
  c.simulatedRadios!.push({
    id: 'radio-5',
    status: 'CREATED',
    accessPointId: 'ap-0',
    accessPointIndex: 1,
    transmitPower: 17,
    channel: [36],
  });
  c.simulatedRadios!.push({
    id: 'radio-6',
    status: 'CREATED',
    accessPointId: 'ap-0',
    accessPointIndex: 2,
    transmitPower: 17,
    channelByCenterFrequencyDefinedNarrowChannels: [5975],
  });
  return newEsxProject({
    schemaVersion: '1.5.0',
    project: { id: 'demo-project', status: 'CREATED', name: 'Legacy', schemaVersion: '1.5.0' },
    collections: c as unknown as EsxCollections,
    imageFiles: [{ imageId: 'img', type: 'png', bytes: Buffer.from('png') }],
  });
}

describe('completing a project made in Airscope', () => {
  it('replaces name-like ids by UUIDs v4, the same on every run, and every reference follows', () => {
    const first = completeEsxProject(legacyProject());
    const again = completeEsxProject(legacyProject());
    expect(again).toEqual(first);
    const c = first.collections;
    const ids = [first.project!.id, ...Object.values(c).flatMap((records) => (records as { id: string }[]).map((record) => record.id))];
    expect(ids.filter((id) => !UUID_V4.test(id))).toEqual([]);
    expect(c.floorPlans[0]!.imageId).toBe(first.imageFiles[0]!.imageId);
    expect(c.accessPoints[0]!.location!.floorPlanId).toBe(c.floorPlans[0]!.id);
    expect(c.simulatedRadios.map((radio) => radio.accessPointId)).toEqual([c.accessPoints[0]!.id, c.accessPoints[0]!.id]);
    expect(c.wallSegments[0]!.wallTypeId).toBe(c.wallTypes[0]!.id);
  });

  it('writes wall ends as point1Id/point2Id in a 1.5.0 file and as wallPoints in a newer one', () => {
    const old = completeEsxProject(legacyProject());
    const [a, b] = old.collections.wallPoints.map((point) => point.id);
    expect(old.collections.wallSegments[0]).toMatchObject({ point1Id: a, point2Id: b });
    expect(old.collections.wallSegments[0]!.wallPoints).toBeUndefined();
    const newer = completeEsxProject({ ...old, schemaVersion: '1.9.0' });
    expect(newer.collections.wallSegments[0]).toMatchObject({ wallPoints: [a, b] });
    expect(newer.collections.wallSegments[0]!.point1Id).toBeUndefined();
  });

  it('gives each radio an antenna of its band in antennaTypes, and its coverage stays what it was', () => {
    const before = legacyProject();
    const after = completeEsxProject(before);
    const types = new Map(after.collections.antennaTypes.map((type) => [type.id, type]));
    const bands = after.collections.simulatedRadios.map((radio) => types.get(radio.antennaTypeId!)?.frequencyBand);
    expect(bands).toEqual(['FIVE', 'SIX']);
    for (const radio of after.collections.simulatedRadios) {
      expect(radio.defaultAntennas?.map((entry) => types.has(entry.antennaTypeId))).toEqual([true]);
      expect(radio.radioTechnology).toBe('IEEE802_11');
    }
    const radiosOf = (project: typeof before) =>
      // Mounting only labels the radio (the engine reads it nowhere but its cache key); an absent guard interval is the long one.
      buildFloorRfModel(project, project.collections.floorPlans[0]!.id).radios.map(
        ({ id: _id, apId: _ap, floorId: _f, mounting: _m, antenna, shortGuardInterval, ...rest }) => ({
          ...rest,
          shortGuardInterval: shortGuardInterval ?? false,
          gain: antenna === undefined ? [[0], [0]] : [antenna.azimuthGainsDbi, antenna.elevationGainsDbi],
        }),
      );
    expect(radiosOf(after)).toEqual(radiosOf(before));
  });

  it('adds the project configuration, a save in its history and the stock catalogues once', () => {
    const done = completeEsxProject(legacyProject(), { savedAt: '2026-11-01T10:00:00.000Z' });
    expect(done.project!.projectConfigurationId).toBe(done.projectConfiguration!.id);
    expect(done.collections.projectHistorys).toMatchObject([
      { projectId: done.project!.id, timestamp: '2026-11-01T10:00:00.000Z', operation: 'LOCAL_SAVE' },
    ]);
    for (const name of [
      'floorTypes',
      'attenuationAreaTypes',
      'requirements',
      'deviceProfiles',
      'applicationProfiles',
      'usageProfiles',
      'networkCapacitySettings',
    ] as const) {
      expect(done.collections[name].length, name).toBeGreaterThan(0);
    }
    expect(done.collections.wallTypes.map((type) => type.name)).toEqual(['Brick']);
    expect(completeEsxProject(done, { savedAt: '2027-01-01T00:00:00.000Z' })).toEqual(done);
  });
});
