import { describe, expect, it } from 'vitest';
import type { EsxProject } from '@airscope/esx';
import { readEsx } from '../read-esx.ts';
import { writeEsx } from '../write-esx.ts';
import { deflatedEntry, buildRawZip } from '../test-support/raw-zip.ts';
import { makeTempDir } from '../test-support/zip-archives.ts';
import { MAC_TAG_KEY } from './build-dnac-project.ts';
import { convertDnacArchive } from './convert-dnac-archive.ts';
import { archiveEntries, buildTarGz, mapsXml, sampleBuilding } from './test-support/build-dnac-archive.ts';

const FOOT = 0.3048;

/** What a user checks after the import: per floor its name, size in metres and APs with MAC and position in metres. */
function describeProject(project: EsxProject) {
  const c = project.collections;
  const macKey = c.tagKeys.find((key) => key.key === MAC_TAG_KEY)?.id;
  return c.floorPlans.map((floor) => ({
    name: floor.name,
    widthMeters: floor.width * floor.metersPerUnit!,
    heightMeters: floor.height * floor.metersPerUnit!,
    floorNumber: c.buildingFloors.find((bf) => bf.floorPlanId === floor.id)?.floorNumber,
    aps: c.accessPoints
      .filter((ap) => ap.location?.floorPlanId === floor.id)
      .map((ap) => ({
        name: ap.name,
        model: ap.model,
        mac: ap.tags?.find((tag) => tag.tagKeyId === macKey)?.value,
        x: ap.location!.coord.x * floor.metersPerUnit!,
        y: ap.location!.coord.y * floor.metersPerUnit!,
      })),
  }));
}

function expectSampleFloors(project: EsxProject): void {
  const floors = describeProject(project);
  const building = sampleBuilding();
  expect(floors.map((floor) => [floor.name, floor.floorNumber])).toEqual([
    ['Ground', 0],
    ['First', 1],
  ]);
  building.floors.forEach((expected, index) => {
    const floor = floors[index]!;
    expect(floor.widthMeters).toBeCloseTo(expected.width * FOOT, 2);
    expect(floor.heightMeters).toBeCloseTo(expected.length * FOOT, 2);
    expect(floor.aps.map((ap) => ap.name)).toEqual(expected.aps.map((ap) => ap.name));
    expected.aps.forEach((ap, apIndex) => {
      const actual = floor.aps[apIndex]!;
      expect(Math.abs(actual.x - ap.x! * FOOT)).toBeLessThan(0.01);
      expect(Math.abs(actual.y - ap.y! * FOOT)).toBeLessThan(0.01);
      expect(actual.model).toBe(ap.model);
    });
  });
  expect(floors.flatMap((floor) => floor.aps.map((ap) => ap.mac))).toEqual(['00:11:22:33:44:01', '00:11:22:33:44:02', '00:11:22:33:44:03']);
}

describe('convertDnacArchive', () => {
  it('converts a 1-building, 2-floor tar.gz export into floors, images, scale and placed APs', async () => {
    const project = await convertDnacArchive(buildTarGz(archiveEntries([sampleBuilding()])));
    expect(project.project?.name).toBe('HQ');
    expect(project.collections.buildings.map((b) => b.name)).toEqual(['HQ']);
    expect(project.imageFiles.map((image) => image.type)).toEqual(['png', 'png']);
    expect(project.collections.floorPlans.map((floor) => [floor.width, floor.height])).toEqual([
      [500, 400],
      [400, 400],
    ]);
    expectSampleFloors(project);
    const radios = project.collections.simulatedRadios.map((radio) => [radio.channel, radio.transmitPower]);
    // AP-G-1's two radios as archived; the others, exported without radios, get two slots with nothing invented.
    expect(radios).toEqual([
      [[6], 14],
      [[36], 17],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(project.warnings).toEqual([]);
  });

  it('writes an .esx that the .esx reader reads back to the same floors and APs', async () => {
    const project = await convertDnacArchive(buildTarGz(archiveEntries([sampleBuilding()])));
    const temp = await makeTempDir();
    try {
      await writeEsx(project, temp.file('converted.esx'));
      const reread = await readEsx(temp.file('converted.esx'));
      expectSampleFloors(reread);
      expect(describeProject(reread)).toEqual(describeProject(project));
    } finally {
      await temp.cleanup();
    }
  });

  it('reads a .zip holding the same layout', async () => {
    const zip = buildRawZip(
      archiveEntries([sampleBuilding()])
        .filter((e) => e.type !== '5')
        .map((e) => deflatedEntry(e.name, e.data!)),
    );
    expectSampleFloors(await convertDnacArchive(zip));
  });

  it('gives a floor without a map image a blank one of its size, and converts the same archive to the same ids', async () => {
    const building = sampleBuilding();
    delete building.floors[1]!.image;
    const archive = buildTarGz(archiveEntries([building]));
    const project = await convertDnacArchive(archive);
    const first = project.collections.floorPlans[1]!;
    expect([first.width, first.height]).toEqual([400, 400]);
    expect(first.width * first.metersPerUnit!).toBeCloseTo(40, 3);
    expect((await convertDnacArchive(archive)).collections.accessPoints.map((ap) => ap.id)).toEqual(
      project.collections.accessPoints.map((ap) => ap.id),
    );
  });

  it('reads lengths in metres when distUnits says so, and names the project after the shared site of two buildings', async () => {
    const a = sampleBuilding();
    const b = { ...sampleBuilding(), name: 'Annex' };
    b.floors = b.floors.map((floor) => ({ ...floor, image: { name: `annex-${floor.image!.name}`, bytes: floor.image!.bytes } }));
    const metric = [a, b].map((building) => ({
      ...building,
      floors: building.floors.map((floor) => ({ ...floor, width: floor.width * FOOT, length: floor.length * FOOT })),
    }));
    const project = await convertDnacArchive(buildTarGz(archiveEntries(metric, mapsXml(metric, 'METERS'))));
    expect(project.project?.name).toBe('Global');
    expect(project.collections.floorPlans.map((floor) => floor.name)).toEqual([
      'HQ / Ground',
      'HQ / First',
      'Annex / Ground',
      'Annex / First',
    ]);
    expect(project.collections.floorPlans[0]!.metersPerUnit).toBeCloseTo(0.1, 6);
  });
});
