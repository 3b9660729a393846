import { entryKind, jsonTypeOf, recordsOf, type SampleShape } from './sample-shape.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True when `version` is newer than every sample's schema, where wall ends are `wallPoints` (docs/esx-format.md §12). */
function newerThanSamples(version: string, sampleVersions: readonly string[]): boolean {
  const parse = (v: string) => v.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const newest = sampleVersions.map(parse).sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!)[0] ?? [0, 0, 0];
  const [major, minor, patch] = parse(version);
  return major! > newest[0]! || (major === newest[0] && (minor! > newest[1]! || (minor === newest[1] && patch! > newest[2]!)));
}

/**
 * Everything an exported `.esx` lacks against Ekahau's own files: entries every sample has, fields (with
 * their JSON type) every sample record of that file has, UUID v4 ids, and the links scripts follow
 * (project → configuration, radio → antenna type). Empty when the export conforms.
 */
export function findConformanceProblems(entries: ReadonlyMap<string, Buffer>, shape: SampleShape): string[] {
  const problems: string[] = [];
  const kinds = new Set([...entries.keys()].map(entryKind));
  for (const kind of shape.files) if (!kinds.has(kind)) problems.push(`missing file ${kind}`);
  if (entries.get('version')?.toString('utf8') !== '2.0') problems.push('version is not "2.0"');

  const records = new Map<string, Record<string, unknown>[]>();
  for (const [name, bytes] of entries) if (name.endsWith('.json')) records.set(name, recordsOf(name, bytes));
  const project = records.get('project.json')?.[0];
  const schemaVersion = String(project?.schemaVersion ?? '');
  const newer = newerThanSamples(schemaVersion, shape.schemaVersions);

  for (const [name, list] of records) {
    const expected = shape.fields.get(name);
    if (expected === undefined) continue;
    list.forEach((record, index) => {
      for (const [key, type] of expected) {
        // Newer schemas name both wall ends in one list instead of point1Id/point2Id.
        if (newer && name === 'wallSegments.json' && (key === 'point1Id' || key === 'point2Id')) {
          if (jsonTypeOf(record.wallPoints) !== 'array') problems.push(`${name}[${index}] lacks wallPoints (schema ${schemaVersion})`);
          continue;
        }
        // A measured AP nobody placed has no location (docs/esx-format.md §6); the samples hold planned APs only.
        if (name === 'accessPoints.json' && key === 'location' && record.mine === false && record.userDefinedPosition === false) continue;
        const found = Object.hasOwn(record, key) ? jsonTypeOf(record[key]) : undefined;
        if (found !== type) problems.push(`${name}[${index}].${key}: ${found === undefined ? 'missing' : found} (Ekahau: ${type})`);
      }
    });
  }
  for (const [name, list] of records) {
    list.forEach((record, index) => {
      if (typeof record.id !== 'string' || !UUID_V4.test(record.id)) problems.push(`${name}[${index}].id ${JSON.stringify(record.id)} is not a UUID v4`);
    });
  }
  for (const name of entries.keys()) {
    const id = /^image-(.+)$/.exec(name)?.[1];
    if (id !== undefined && !UUID_V4.test(id)) problems.push(`entry ${name} is not named by a UUID v4`);
  }
  const configuration = records.get('projectConfiguration.json')?.[0];
  if (project !== undefined && project.projectConfigurationId !== configuration?.id) {
    problems.push('project.projectConfigurationId does not name projectConfiguration.id');
  }
  const antennaIds = new Set((records.get('antennaTypes.json') ?? []).map((type) => type.id));
  for (const radio of records.get('simulatedRadios.json') ?? []) {
    const used = [radio.antennaTypeId, ...((radio.defaultAntennas as { antennaTypeId?: unknown }[] | undefined) ?? []).map((d) => d.antennaTypeId)];
    for (const id of used) if (!antennaIds.has(id)) problems.push(`radio ${String(radio.id)} uses antenna ${String(id)} absent from antennaTypes.json`);
  }
  return [...new Set(problems)].slice(0, 50);
}
