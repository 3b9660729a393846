import { jsonEntry, type ArchiveEntry } from './zip-archives.ts';

const created = (id: string, fields: Record<string, unknown> = {}) => ({ ...fields, id, status: 'CREATED' });
const deleted = (id: string, fields: Record<string, unknown> = {}) => ({ ...fields, id, status: 'DELETED' });
const at = (x: number, y: number) => ({ floorPlanId: 'f1', coord: { x, y } });

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('not really a png body'),
]);
export const SVG_BYTES = Buffer.from('\uFEFF<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
export const TRACK_BYTES = Buffer.from([
  0x02, 0x01, 0x00, 0, 0, 0, 0, 0x01, 0x02, 0, 0, 0, 5, 0x04, 0, 0, 0x05, 0xc4, 0x11, 0, 0, 0x14, 0x3c, 0x09, 0x10,
]);

/**
 * A synthetic survey project in the newer layout (AI Pro 11): centre-frequency channels, `wallPoints`
 * segments, surveys both in `surveys.json` and per-survey files, a track binary, DELETED records and
 * files we do not know. No public real survey file exists (SOURCES.md), so this stands in for one.
 */
export function buildSurveyProjectEntries(): ArchiveEntry[] {
  return [
    { name: 'version', data: Buffer.from('2.0') },
    jsonEntry('project.json', {
      project: created('p1', { schemaVersion: '1.9.0', name: 'Survey', noteIds: [], projectConfigurationId: 'pc1' }),
    }),
    jsonEntry('projectConfiguration.json', { projectConfiguration: created('pc1', { favoriteSsids: ['Corp'] }) }),
    jsonEntry('floorPlans.json', {
      floorPlans: [created('f1', { name: 'Ground', width: 100, height: 50, metersPerUnit: 0.1, imageId: 'img1' })],
    }),
    jsonEntry('images.json', { images: [created('img1', { imageFormat: 'PNG' }), created('img2', { imageFormat: 'SVG' })] }),
    { name: 'image-img1', data: PNG_BYTES },
    { name: 'image-img2', data: SVG_BYTES },
    jsonEntry('antennaTypes.json', { antennaTypes: [created('ant6', { name: '6 GHz omni', frequencyBand: 'SIX' })] }),
    jsonEntry('accessPoints.json', {
      accessPoints: [
        created('apS', { name: 'Planned', mine: true, location: at(10, 20), noteIds: ['nD'], tags: [{ tagKeyId: 'tk1', value: 'SN1' }] }),
        deleted('apD', { name: 'Removed' }),
        created('apM', { name: 'Measured AP-12:34', mine: false, hidden: false }),
      ],
    }),
    jsonEntry('tagKeys.json', { tagKeys: [created('tk1', { key: 'Serial' })] }),
    jsonEntry('simulatedRadios.json', {
      simulatedRadios: [
        created('r1', { accessPointId: 'apS', channelByCenterFrequencyDefinedNarrowChannels: [5955, 5975, 5995, 6015], transmitPower: 14 }),
        created('r2', { accessPointId: 'apS', channel: [1], antennaTypeId: 'ant6' }),
      ],
    }),
    jsonEntry('measuredRadios.json', {
      measuredRadios: [created('mr1', { accessPointId: 'apM', accessPointMeasurementIds: ['m1', 'm2'] })],
    }),
    jsonEntry('accessPointMeasurements.json', {
      accessPointMeasurements: [
        created('m1', {
          mac: 'aa:bb:cc:dd:12:34',
          ssid: 'Corp',
          channelByCenterFrequencyDefinedNarrowChannels: [5180, 5200],
          technologies: ['AX'],
        }),
        created('m2', { mac: 'aa:bb:cc:dd:12:35', ssid: '', channel: [149, 153, 157, 161], technologies: ['AC'] }),
      ],
    }),
    jsonEntry('wallTypes.json', {
      wallTypes: [
        created('wt1', {
          name: 'Glass',
          thickness: 0.01,
          propagationProperties: [{ band: 'FIVE', attenuationFactor: 300, reflectionCoefficient: 0.69 }],
        }),
      ],
    }),
    jsonEntry('wallPoints.json', { wallPoints: [created('wp1', { location: at(0, 0) }), created('wp2', { location: at(10, 0) })] }),
    jsonEntry('wallSegments.json', { wallSegments: [created('ws1', { wallPoints: ['wp1', 'wp2'], wallTypeId: 'wt1' })] }),
    jsonEntry('notes.json', { notes: [deleted('nD', { text: 'gone' })] }),
    jsonEntry('cableNotes.json', {
      cableNotes: [
        created('c1', {
          floorPlanId: 'f1',
          points: [
            { x: 0, y: 0 },
            { x: 5, y: 5 },
          ],
        }),
      ],
    }),
    jsonEntry('referencePoints.json', {
      referencePoints: [created('rp1', { projections: [{ floorPlanId: 'f1', coord: { x: 1, y: 1 } }] })],
    }),
    jsonEntry('holeInFloors.json', {
      holeInFloors: [
        created('h1', {
          floorPlanId: 'f1',
          area: [
            { x: 1, y: 1 },
            { x: 2, y: 1 },
            { x: 2, y: 2 },
          ],
        }),
      ],
    }),
    jsonEntry('surveyBookmarks.json', { surveyBookmarks: [created('b1', { label: 'door' })] }),
    jsonEntry('wifiAdapterInformations.json', {
      wifiAdapterInformations: [created('wa1', { name: 'Sidekick 2', mac: '00:11:22:33:44:55' })],
    }),
    jsonEntry('surveys.json', {
      surveys: [
        created('s1', {
          name: '2025-12-27-14:05-Walk',
          floorPlanId: 'f1',
          routeType: 'CONTINUOUS',
          routePoints: [
            [
              { time: 0, location: { x: 1, y: 1 } },
              { time: 5e9, location: { x: 9, y: 1 } },
            ],
          ],
          wifiTracks: [{ wifiAdapterInformationId: 'wa1', binaryFileId: 't1', primary: true, accessPointMeasurementIds: ['m1', 'm2'] }],
        }),
        deleted('sD', { floorPlanId: 'f1' }),
      ],
    }),
    jsonEntry('survey-s2.json', { surveys: [created('s2', { name: 'Stop and go', floorPlanId: 'f1', routeType: 'STOP_AND_GO' })] }),
    jsonEntry('surveyLookups.json', {
      surveyLookups: [created('sl1', { surveyId: 's1', floorPlanId: 'f1' }), created('sl2', { surveyId: 's2', floorPlanId: 'f1' })],
    }),
    { name: 'track-t1.bin', data: TRACK_BYTES },
    jsonEntry('spectrumInformations.json', { spectrumInformations: [created('sp1', { adapter: 'Sidekick' }), deleted('sp2')] }),
    jsonEntry('meta.json', { generator: 'test', nested: { ok: true } }),
    { name: 'spectrum-abc.bin', data: Buffer.from([1, 2, 3, 4]) },
    { name: 'attachments/readme.txt', data: Buffer.from('kept as is') },
  ];
}
