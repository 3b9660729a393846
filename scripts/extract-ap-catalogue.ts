// Extracts the AP models and antenna types found in the sample .esx projects into the web app's AP catalogue
// data (apps/web/src/features/planning/access-points/ap-catalogue.generated.json), so the browser never reads
// test-data. Run: npx tsx scripts/extract-ap-catalogue.ts [fixtures-dir]
import { writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { buildAntennaPattern } from '@airscope/esx';
import { readEsx } from '@airscope/esx-archive';

const fixturesDir = resolve(process.argv[2] ?? join(import.meta.dirname, '../test-data/esx'));
const files = [
  'thewlan-ekahau-python-scripts__F1.esx',
  'thewlan-ekahau-python-scripts__SVPH-GND.esx',
  'thewlan-ekahau-python-scripts__test.esx',
];
const output = join(import.meta.dirname, '../apps/web/src/features/planning/access-points/ap-catalogue.generated.json');

type Band = '2.4' | '5';
interface RadioSeen {
  slot: number;
  technology: string;
  band: Band;
  streams: number;
  powers: number[];
  antennaKeys: string[];
  mounting: string;
  widths: number[];
}

const bandOf = (frequencyBand: unknown, channel: readonly number[] | undefined): Band | undefined =>
  frequencyBand === 'TWO'
    ? '2.4'
    : frequencyBand === 'FIVE'
      ? '5'
      : channel?.[0] === undefined
        ? undefined
        : channel[0] <= 14
          ? '2.4'
          : '5';
const mostCommon = <T>(values: readonly T[]): T | undefined => {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
};

const antennas = new Map<string, Record<string, unknown>>();
const models = new Map<string, { vendor: string; model: string; sources: Set<string>; radios: Map<string, RadioSeen> }>();

for (const file of files) {
  const project = await readEsx(join(fixturesDir, file));
  const { antennaTypes = [], accessPoints = [], simulatedRadios = [] } = project.collections as Record<string, Record<string, any>[]>;
  const antennaKeyById = new Map<string, string>();
  for (const type of antennaTypes) {
    const key = String(type.name);
    antennaKeyById.set(type.id, key);
    if (antennas.has(key)) continue;
    antennas.set(key, {
      key,
      name: type.name,
      vendor: type.apVendor ?? String(type.name).split(' ')[0],
      apModel: type.apModel ?? null,
      band: type.frequencyBand === 'TWO' ? '2.4' : type.frequencyBand === 'FIVE' ? '5' : null,
      radioTechnology: type.radioTechnology ?? 'IEEE802_11',
      directional: type.directional === true,
      coupling: type.apCoupling ?? null,
      defaultMounting: type.defaultMounting ?? null,
      defaultTiltDeg: type.defaultTiltAngle ?? 0,
      maxGainDbi: type.maxGain ?? null,
      pattern: buildAntennaPattern(type as never) ?? null,
      source: file,
    });
  }
  for (const ap of accessPoints) {
    const key = `${ap.vendor ?? 'Generic'}|${ap.model ?? ''}`;
    const entry = models.get(key) ?? {
      vendor: ap.vendor ?? 'Generic',
      model: ap.model ?? '',
      sources: new Set<string>(),
      radios: new Map(),
    };
    models.set(key, entry);
    entry.sources.add(file);
    for (const radio of simulatedRadios.filter((r) => r.accessPointId === ap.id)) {
      const antenna = antennas.get(antennaKeyById.get(radio.antennaTypeId) ?? '');
      const isBle = radio.radioTechnology === 'BLUETOOTH';
      const band = isBle ? '2.4' : bandOf(antenna?.band === '2.4' ? 'TWO' : antenna?.band === '5' ? 'FIVE' : undefined, radio.channel);
      if (!band) continue;
      const slotKey = `${radio.accessPointIndex}`;
      const seen = entry.radios.get(slotKey) ?? {
        slot: radio.accessPointIndex,
        technology: isBle ? 'BLE' : (radio.technology ?? 'N'),
        band,
        streams: radio.spatialStreamCount ?? 1,
        powers: [],
        antennaKeys: [],
        mounting: radio.antennaMounting ?? 'CEILING',
        widths: [],
      };
      entry.radios.set(slotKey, seen);
      if (typeof radio.transmitPower === 'number' && radio.enabled !== false) seen.powers.push(radio.transmitPower);
      if (antenna) seen.antennaKeys.push(String(antenna.key));
      if (Array.isArray(radio.channel)) seen.widths.push(20 * radio.channel.length);
    }
  }
}

const catalogue = {
  generatedBy: 'scripts/extract-ap-catalogue.ts',
  sources: files.map((f) => basename(f)),
  antennaTypes: [...antennas.values()].sort((a, b) => String(a.key).localeCompare(String(b.key))),
  models: [...models.values()]
    .sort((a, b) => `${a.vendor} ${a.model}`.localeCompare(`${b.vendor} ${b.model}`))
    .map((m) => ({
      vendor: m.vendor,
      model: m.model.replace(/\s+/g, ' ').trim(),
      sources: [...m.sources].sort(),
      radios: [...m.radios.values()]
        .sort((a, b) => a.slot - b.slot)
        .map((r) => ({
          slot: r.slot,
          band: r.band,
          technology: r.technology,
          streams: r.streams,
          mounting: r.mounting,
          defaultTxPowerDbm: r.powers.length ? Math.round(mostCommon(r.powers.map((p) => Math.round(p * 10) / 10))! * 10) / 10 : null,
          maxTxPowerSeenDbm: r.powers.length ? Math.round(Math.max(...r.powers) * 10) / 10 : null,
          widthsSeenMhz: [...new Set(r.widths)].sort((a, b) => a - b),
          antennaKey: mostCommon(r.antennaKeys) ?? null,
        })),
    })),
};
writeFileSync(output, `${JSON.stringify(catalogue, null, 1)}\n`);
console.log(`wrote ${catalogue.models.length} AP models and ${catalogue.antennaTypes.length} antenna types to ${output}`);
