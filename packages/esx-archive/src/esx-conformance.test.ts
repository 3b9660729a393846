import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeEsxProject, type EsxProject } from '@airscope/esx';
import {
  dumpExport,
  ekahauScriptsCommit,
  ekahauScriptsUnavailable,
  findConformanceProblems,
  readSampleShape,
  readZipEntries,
  runEkahauScripts,
  type SampleShape,
} from '@airscope/test-data/esx-conformance';
import { archiveEntries, buildTarGz, sampleBuilding } from './dnac/test-support/build-dnac-archive.ts';
import { convertDnacArchive } from './dnac/convert-dnac-archive.ts';
import { readEsx } from './read-esx.ts';
import { readSurveyCsv } from './survey-csv/read-survey-csv.ts';
import { writeCsvFile } from './survey-csv/test-support/csv-files.ts';
import { FIXTURES } from './test-support/fixtures.ts';
import { makeTempDir } from './test-support/zip-archives.ts';
import { writeEsx } from './write-esx.ts';

async function exportBytes(project: EsxProject): Promise<Buffer> {
  const sink = new PassThrough();
  const [bytes] = await Promise.all([buffer(sink), writeEsx(project, sink)]);
  return bytes;
}

let shape: SampleShape;
beforeAll(async () => {
  shape = await readSampleShape();
});

/** The two kinds this package makes: a Cisco map archive converted, and a survey CSV imported. */
async function importedKinds(): Promise<Record<string, Buffer>> {
  const temp = await makeTempDir();
  try {
    const csv = await writeCsvFile(temp.file('walk.csv'), [
      '# unit=m',
      'x,y,timestamp,bssid,ssid,channel,rssi,noise',
      '1,2,2024-05-01T10:00:00Z,aa:bb:cc:dd:ee:f1,Corp,36,-50,-95',
      '11,7,2024-05-01T10:00:05.250Z,aa:bb:cc:dd:ee:f1,Corp,36,-60,-94',
      '11,7,2024-05-01T10:00:05.250Z,aa:bb:cc:dd:ee:e1,Corp,1,-70,-94',
    ]);
    return {
      'dnac-conversion': await exportBytes(await convertDnacArchive(buildTarGz(archiveEntries([sampleBuilding()])))),
      'survey-csv': await exportBytes(await readSurveyCsv(csv)),
    };
  } finally {
    await temp.cleanup();
  }
}

describe('exports of converted projects have what Ekahau’s own files have', () => {
  it('the key-set is computed from the samples and holds what scripts read', () => {
    expect(shape.files.has('antennaTypes.json')).toBe(true);
    expect(shape.fields.get('accessPoints.json')?.get('tags')).toBe('array');
    expect(shape.fields.get('simulatedRadios.json')?.get('antennaTypeId')).toBe('string');
  });

  it('a Cisco map conversion and a survey CSV import conform', async () => {
    for (const [kind, bytes] of Object.entries(await importedKinds())) {
      await dumpExport(bytes, kind);
      expect({ kind, problems: findConformanceProblems(await readZipEntries(bytes), shape) }).toEqual({ kind, problems: [] });
    }
  });

  it('an Ekahau sample conforms to itself and completing it changes nothing', async () => {
    const bytes = await readFile(FIXTURES.TEST);
    expect(findConformanceProblems(await readZipEntries(bytes), shape)).toEqual([]);
    const project = await readEsx(FIXTURES.TEST);
    const completed = completeEsxProject(project);
    expect(completed.collections).toEqual(project.collections);
    expect(completed.project).toEqual(project.project);
    expect(completed.projectConfiguration).toEqual(project.projectConfiguration);
  });

  const unavailable = ekahauScriptsUnavailable();
  it.skipIf(unavailable !== undefined)(
    `TheWlan's Ekahau scripts rename and re-model the APs of each export${unavailable ? ` (skipped: ${unavailable})` : ''}`,
    async () => {
      console.info(`TheWlan/Ekahau-Python-Scripts at ${ekahauScriptsCommit()}`);
      for (const [kind, bytes] of Object.entries(await importedKinds())) {
        for (const run of await runEkahauScripts(bytes, kind)) {
          console.info(`[${kind}] ${run.script} → exit ${run.exitCode}\n${run.output}`);
          expect({ kind, script: run.script, exitCode: run.exitCode, traceback: run.output.includes('Traceback') }).toEqual({
            kind,
            script: run.script,
            exitCode: 0,
            traceback: false,
          });
          expect(run.rewritten?.names.length).toBeGreaterThan(0);
        }
      }
    },
  );
});
