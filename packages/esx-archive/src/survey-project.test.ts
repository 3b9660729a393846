import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summarizeEsx, wallLossDb, wallSegmentPointIds } from '@airscope/esx';
import { readEsx, writeEsx } from './index.ts';
import { comparableModel } from './test-support/comparable-model.ts';
import { buildSurveyProjectEntries, PNG_BYTES, SVG_BYTES, TRACK_BYTES } from './test-support/survey-project.ts';
import { makeTempDir, readAllEntries, writeArchive } from './test-support/zip-archives.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let source: string;
beforeEach(async () => {
  temp = await makeTempDir();
  source = temp.file('survey.esx');
  await writeArchive(source, buildSurveyProjectEntries());
});
afterEach(async () => {
  await temp.cleanup();
});

describe('reading a survey project in the newer layout', () => {
  it('reads survey collections, both survey file layouts and the track binary', async () => {
    const project = await readEsx(source);
    const summary = summarizeEsx(project);
    expect(summary).toMatchObject({
      accessPoints: 2,
      simulatedRadios: 2,
      measuredRadios: 1,
      accessPointMeasurements: 2,
      surveys: 2,
      surveyLookups: 2,
      wifiAdapterInformations: 1,
      tagKeys: 1,
      cableNotes: 1,
      referencePoints: 1,
      holeInFloors: 1,
      surveyBookmarks: 1,
      spectrumInformations: 1,
      imageFiles: 2,
      trackFiles: 1,
      otherFiles: 3,
      deletedRecords: 4,
    });
    expect(project.collections.surveys.map((survey) => survey.id)).toEqual(['s1', 's2']);
    expect(project.collections.surveys[0]?.wifiTracks?.[0]?.accessPointMeasurementIds).toEqual(['m1', 'm2']);
    expect(project.trackFiles).toEqual([{ binaryFileId: 't1', bytes: TRACK_BYTES }]);
    expect(project.projectConfiguration?.favoriteSsids).toEqual(['Corp']);
  });

  it('detects image types from magic bytes', async () => {
    const { imageFiles } = await readEsx(source);
    expect(imageFiles.map((image) => [image.imageId, image.type])).toEqual([
      ['img1', 'png'],
      ['img2', 'svg'],
    ]);
    expect(imageFiles[0]?.bytes.equals(PNG_BYTES)).toBe(true);
    expect(imageFiles[1]?.bytes.equals(SVG_BYTES)).toBe(true);
  });

  it('normalises centre-frequency and channel-number encodings to band, centre and width', async () => {
    const { radioChannels } = await readEsx(source);
    expect(radioChannels.r1).toEqual({
      band: 'SIX',
      channel: 1,
      centerChannel: 7,
      centerFrequencyMhz: 5985,
      widthMhz: 80,
      subChannels: [1, 5, 9, 13],
    });
    // Channel 1 alone would be 2.4 GHz; the 6 GHz antenna says otherwise.
    expect(radioChannels.r2).toMatchObject({ band: 'SIX', centerFrequencyMhz: 5955, widthMhz: 20 });
    expect(radioChannels.m1).toMatchObject({ band: 'FIVE', centerChannel: 38, centerFrequencyMhz: 5190, widthMhz: 40 });
    expect(radioChannels.m2).toMatchObject({ band: 'FIVE', channel: 149, centerChannel: 155, centerFrequencyMhz: 5775, widthMhz: 80 });
  });

  it('reads wall segments written with wallPoints and per-band wall loss', async () => {
    const { collections } = await readEsx(source);
    expect(wallSegmentPointIds(collections.wallSegments[0]!)).toEqual(['wp1', 'wp2']);
    expect(wallLossDb(collections.wallTypes[0]!, 'FIVE')).toBeCloseTo(3, 6);
  });

  it('skips DELETED records, keeps them aside, and warns about live links to them', async () => {
    const project = await readEsx(source);
    expect(project.collections.accessPoints.map((ap) => ap.id)).toEqual(['apS', 'apM']);
    expect(project.collections.notes).toEqual([]);
    expect(Object.fromEntries(Object.entries(project.deletedRecords).map(([name, records]) => [name, records.map((r) => r.id)]))).toEqual({
      accessPoints: ['apD'],
      notes: ['nD'],
      surveys: ['sD'],
      spectrumInformations: ['sp2'],
    });
    expect(project.warnings).toEqual([
      {
        code: 'DANGLING_REFERENCE',
        collection: 'accessPoints',
        recordId: 'apS',
        message: 'accessPoints apS: noteIds points at nD, which is not in notes.',
      },
    ]);
  });

  it('keeps files it does not know untouched', async () => {
    const { otherFiles, extraCollections } = await readEsx(source);
    expect(otherFiles.map((file) => file.name)).toEqual(['spectrum-abc.bin', 'attachments/readme.txt', 'meta.json']);
    expect(extraCollections.spectrumInformations).toEqual([{ adapter: 'Sidekick', id: 'sp1', status: 'CREATED' }]);
  });
});

describe('writing a survey project back', () => {
  it('gives an equal model after export and import', async () => {
    const first = await readEsx(source);
    await writeEsx(first, temp.file('out.esx'));
    expect(comparableModel(await readEsx(temp.file('out.esx')))).toEqual(comparableModel(first));
  });

  it('writes DELETED records back so nothing is lost, and surveys one file each', async () => {
    await writeEsx(await readEsx(source), temp.file('out.esx'));
    const written = new Map((await readAllEntries(temp.file('out.esx'))).map((entry) => [entry.name, entry.data]));
    const json = (name: string): unknown => JSON.parse(written.get(name)!.toString());
    expect(json('accessPoints.json')).toMatchObject({ accessPoints: [{ id: 'apS' }, { id: 'apM' }, { id: 'apD', status: 'DELETED' }] });
    expect(json('survey-s1.json')).toMatchObject({ surveys: [{ id: 's1' }] });
    expect(json('survey-s2.json')).toMatchObject({ surveys: [{ id: 's2' }] });
    expect(json('surveys.json')).toEqual({ surveys: [{ floorPlanId: 'f1', id: 'sD', status: 'DELETED' }] });
    expect(written.get('meta.json')?.equals(buildSurveyProjectEntries().find((entry) => entry.name === 'meta.json')!.data)).toBe(true);
    expect(written.get('track-t1.bin')?.equals(TRACK_BYTES)).toBe(true);
  });
});
