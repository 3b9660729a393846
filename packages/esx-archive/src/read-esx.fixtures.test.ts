import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { summarizeEsx, wallLossDb } from '@airscope/esx';
import { readEsx } from './index.ts';
import { FIXTURES } from './test-support/fixtures.ts';
import { readAllEntries } from './test-support/zip-archives.ts';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Counts from test-data/esx/SOURCE.md and docs/esx-format.md §14. */
const EXPECTED_COUNTS = {
  F1: {
    floorPlans: 1,
    accessPoints: 65,
    simulatedRadios: 178,
    wallPoints: 684,
    wallSegments: 834,
    wallTypes: 26,
    attenuationAreas: 73,
    attenuationAreaTypes: 19,
    exclusionAreas: 60,
    areas: 6,
    notes: 13,
    pictureNotes: 12,
    buildings: 1,
    requirements: 6,
    deviceProfiles: 21,
    imageFiles: 1,
    surveys: 0,
    measuredRadios: 0,
  },
  SVPH_GND: {
    floorPlans: 1,
    accessPoints: 65,
    simulatedRadios: 180,
    wallPoints: 684,
    wallSegments: 834,
    wallTypes: 26,
    attenuationAreas: 73,
    exclusionAreas: 60,
    areas: 6,
    notes: 13,
    pictureNotes: 12,
    imageFiles: 1,
  },
  TEST: { floorPlans: 1, accessPoints: 5, simulatedRadios: 15, wallPoints: 0, wallSegments: 0, requirements: 11, imageFiles: 1 },
} as const;

describe('reading the real fixtures', () => {
  it.each(Object.keys(EXPECTED_COUNTS) as (keyof typeof EXPECTED_COUNTS)[])('reads %s with the counts of SOURCES.md', async (fixture) => {
    const project = await readEsx(FIXTURES[fixture]);
    const summary = summarizeEsx(project);
    for (const [collection, count] of Object.entries(EXPECTED_COUNTS[fixture])) expect(summary[collection], collection).toBe(count);
    expect(project.formatVersion).toBe('2.0');
    expect(project.warnings).toEqual([]);
  });

  it('keeps every image byte exactly as in the archive and detects JPEG by magic bytes', async () => {
    for (const filePath of Object.values(FIXTURES)) {
      const project = await readEsx(filePath);
      const raw = await readAllEntries(filePath);
      for (const image of project.imageFiles) {
        const entry = raw.find((candidate) => candidate.name === `image-${image.imageId}`);
        expect(sha256(image.bytes)).toBe(sha256(entry!.data));
        expect(image.type).toBe('jpeg');
      }
    }
  });

  it('reads F1 floor geometry, radios and the 17 APs with disabled Wi-Fi radios', async () => {
    const { collections, radioChannels, schemaVersion } = await readEsx(FIXTURES.F1);
    expect(schemaVersion).toBe('1.5.0');
    const floor = collections.floorPlans[0]!;
    expect([floor.width, floor.height]).toEqual([3973, 2806]);
    expect(floor.metersPerUnit).toBeCloseTo(0.021136, 6);
    const wifi = collections.simulatedRadios.filter((radio) => radio.radioTechnology === 'IEEE802_11');
    expect(wifi.filter((radio) => radio.enabled === false)).toHaveLength(34);
    const bands = wifi.map((radio) => radioChannels[radio.id]);
    expect(bands.filter((channel) => channel?.band === 'TWO' && channel.channel === 1)).toHaveLength(65);
    expect(
      bands.filter((channel) => channel?.band === 'FIVE' && channel.centerFrequencyMhz === 5180 && channel.widthMhz === 20),
    ).toHaveLength(65);
    const ble = collections.simulatedRadios.filter((radio) => radio.radioTechnology === 'BLUETOOTH');
    expect(ble).toHaveLength(48);
    expect(ble.every((radio) => radioChannels[radio.id] === undefined)).toBe(true);
  });

  it('reads wall losses from both attenuation encodings (schema 1.4 and 1.5)', async () => {
    const f1 = await readEsx(FIXTURES.F1);
    const test = await readEsx(FIXTURES.TEST);
    expect(test.schemaVersion).toBe('1.4.0');
    // Stock rollup door: 289.47 dB/m × 0.038 m in 1.5, a flat 11 dB in 1.4.
    const door15 = f1.collections.wallTypes.find((type) => type.key === 'SteelRollupDoor')!;
    const door14 = test.collections.wallTypes.find((type) => type.key === 'SteelRollupDoor')!;
    expect(wallLossDb(door15, 'FIVE')).toBeCloseTo(11, 1);
    expect(wallLossDb(door14, 'FIVE')).toBe(11);
    const fireWall = f1.collections.wallTypes.find((type) => type.name === 'A2) Fire Wall - 2 hour')!;
    expect(wallLossDb(fireWall, 'TWO')).toBeCloseTo(11, 6);
  });

  it('keeps fields it does not model, such as the project thumbnail and display options', async () => {
    const { project, projectConfiguration, collections } = await readEsx(FIXTURES.F1);
    expect(project?.thumbnail?.mimeType).toBe('image/png');
    expect(project?.history).toMatchObject({ createdAt: '2018-11-22T00:40:47.995Z' });
    expect(projectConfiguration?.displayOptions?.length).toBeGreaterThan(10);
    expect(collections.antennaTypes[0]).toHaveProperty('antennaWcsMapping');
  });
});
