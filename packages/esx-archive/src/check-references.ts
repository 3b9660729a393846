import { type EsxCollectionName, type EsxCollections, type EsxProject, type EsxWarning, wallSegmentPointIds } from '@airscope/esx';

type Target = EsxCollectionName | 'projectConfiguration' | 'trackFiles';
type Link = readonly [field: string, target: Target, ids: (record: never) => readonly (string | undefined)[]];

/** The id graph of docs/esx-format.md (§3): which field of which collection points where. */
const LINKS: { readonly [Name in EsxCollectionName]?: readonly Link[] } = {
  floorPlans: [
    ['imageId', 'images', (r: EsxCollections['floorPlans'][number]) => [r.imageId]],
    ['bitmapImageId', 'images', (r: EsxCollections['floorPlans'][number]) => [r.bitmapImageId]],
  ],
  buildingFloors: [
    ['floorPlanId', 'floorPlans', (r: EsxCollections['buildingFloors'][number]) => [r.floorPlanId]],
    ['buildingId', 'buildings', (r: EsxCollections['buildingFloors'][number]) => [r.buildingId]],
    ['floorTypeId', 'floorTypes', (r: EsxCollections['buildingFloors'][number]) => [r.floorTypeId]],
  ],
  accessPoints: [
    ['location.floorPlanId', 'floorPlans', (r: EsxCollections['accessPoints'][number]) => [r.location?.floorPlanId]],
    ['noteIds', 'notes', (r: EsxCollections['accessPoints'][number]) => r.noteIds ?? []],
    ['tags.tagKeyId', 'tagKeys', (r: EsxCollections['accessPoints'][number]) => (r.tags ?? []).map((tag) => tag.tagKeyId)],
  ],
  simulatedRadios: [
    ['accessPointId', 'accessPoints', (r: EsxCollections['simulatedRadios'][number]) => [r.accessPointId]],
    ['antennaTypeId', 'antennaTypes', (r: EsxCollections['simulatedRadios'][number]) => [r.antennaTypeId]],
    [
      'defaultAntennas.antennaTypeId',
      'antennaTypes',
      (r: EsxCollections['simulatedRadios'][number]) => (r.defaultAntennas ?? []).map((a) => a.antennaTypeId),
    ],
  ],
  measuredRadios: [
    ['accessPointId', 'accessPoints', (r: EsxCollections['measuredRadios'][number]) => [r.accessPointId]],
    [
      'accessPointMeasurementIds',
      'accessPointMeasurements',
      (r: EsxCollections['measuredRadios'][number]) => r.accessPointMeasurementIds ?? [],
    ],
  ],
  wallPoints: [['location.floorPlanId', 'floorPlans', (r: EsxCollections['wallPoints'][number]) => [r.location.floorPlanId]]],
  wallSegments: [
    ['wallPoints', 'wallPoints', (r: EsxCollections['wallSegments'][number]) => wallSegmentPointIds(r)],
    ['wallTypeId', 'wallTypes', (r: EsxCollections['wallSegments'][number]) => [r.wallTypeId]],
  ],
  attenuationAreas: [
    ['floorPlanId', 'floorPlans', (r: EsxCollections['attenuationAreas'][number]) => [r.floorPlanId]],
    ['attenuationAreaTypeId', 'attenuationAreaTypes', (r: EsxCollections['attenuationAreas'][number]) => [r.attenuationAreaTypeId]],
  ],
  areas: [
    ['floorPlanId', 'floorPlans', (r: EsxCollections['areas'][number]) => [r.floorPlanId]],
    ['requirementId', 'requirements', (r: EsxCollections['areas'][number]) => [r.requirementId]],
    ['noteIds', 'notes', (r: EsxCollections['areas'][number]) => r.noteIds ?? []],
  ],
  exclusionAreas: [['floorPlanId', 'floorPlans', (r: EsxCollections['exclusionAreas'][number]) => [r.floorPlanId]]],
  notes: [['imageIds', 'images', (r: EsxCollections['notes'][number]) => r.imageIds ?? []]],
  pictureNotes: [
    ['location.floorPlanId', 'floorPlans', (r: EsxCollections['pictureNotes'][number]) => [r.location.floorPlanId]],
    ['noteIds', 'notes', (r: EsxCollections['pictureNotes'][number]) => r.noteIds ?? []],
  ],
  cableNotes: [
    ['floorPlanId', 'floorPlans', (r: EsxCollections['cableNotes'][number]) => [r.floorPlanId]],
    ['noteIds', 'notes', (r: EsxCollections['cableNotes'][number]) => r.noteIds ?? []],
  ],
  usageProfiles: [
    ['applicationProfileIds', 'applicationProfiles', (r: EsxCollections['usageProfiles'][number]) => r.applicationProfileIds ?? []],
  ],
  referencePoints: [
    [
      'projections.floorPlanId',
      'floorPlans',
      (r: EsxCollections['referencePoints'][number]) => (r.projections ?? []).map((p) => p.floorPlanId),
    ],
  ],
  surveyLookups: [
    ['surveyId', 'surveys', (r: EsxCollections['surveyLookups'][number]) => [r.surveyId]],
    ['floorPlanId', 'floorPlans', (r: EsxCollections['surveyLookups'][number]) => [r.floorPlanId]],
  ],
  surveys: [
    ['floorPlanId', 'floorPlans', (r: EsxCollections['surveys'][number]) => [r.floorPlanId]],
    ['noteIds', 'notes', (r: EsxCollections['surveys'][number]) => r.noteIds ?? []],
    [
      'wifiTracks.accessPointMeasurementIds',
      'accessPointMeasurements',
      (r: EsxCollections['surveys'][number]) => (r.wifiTracks ?? []).flatMap((t) => t.accessPointMeasurementIds ?? []),
    ],
    ['wifiTracks.binaryFileId', 'trackFiles', (r: EsxCollections['surveys'][number]) => (r.wifiTracks ?? []).map((t) => t.binaryFileId)],
    [
      'wifiTracks.wifiAdapterInformationId',
      'wifiAdapterInformations',
      (r: EsxCollections['surveys'][number]) => (r.wifiTracks ?? []).map((t) => t.wifiAdapterInformationId),
    ],
  ],
};

/**
 * Lists dangling references and duplicate ids as warnings. Ekahau itself leaves some behind (notes that
 * were deleted, for instance), so they never refuse a file; consumers skip what does not resolve.
 */
export function checkReferences(model: Pick<EsxProject, 'collections' | 'project' | 'projectConfiguration' | 'trackFiles'>): EsxWarning[] {
  const warnings: EsxWarning[] = [];
  const ids = new Map<Target, Set<string>>();
  for (const [name, records] of Object.entries(model.collections) as [EsxCollectionName, { id: string }[]][]) {
    const seen = new Set<string>();
    for (const record of records) {
      if (seen.has(record.id))
        warnings.push({
          code: 'DUPLICATE_ID',
          collection: name,
          recordId: record.id,
          message: `${name} holds the id ${record.id} more than once.`,
        });
      seen.add(record.id);
    }
    ids.set(name, seen);
  }
  ids.set('projectConfiguration', new Set(model.projectConfiguration ? [model.projectConfiguration.id] : []));
  ids.set('trackFiles', new Set(model.trackFiles.map((track) => track.binaryFileId)));
  const report = (collection: string, recordId: string, field: string, target: Target, id: string | undefined): void => {
    if (id === undefined || ids.get(target)?.has(id)) return;
    warnings.push({
      code: 'DANGLING_REFERENCE',
      collection,
      recordId,
      message: `${collection} ${recordId}: ${field} points at ${id}, which is not in ${target}.`,
    });
  };
  for (const [name, links] of Object.entries(LINKS) as [EsxCollectionName, readonly Link[]][]) {
    for (const record of model.collections[name] as { id: string }[]) {
      for (const [field, target, read] of links) for (const id of read(record as never)) report(name, record.id, field, target, id);
    }
  }
  const project = model.project;
  if (project !== undefined) {
    for (const id of project.noteIds ?? []) report('project', project.id, 'noteIds', 'notes', id);
    report('project', project.id, 'projectConfigurationId', 'projectConfiguration', project.projectConfigurationId);
    report('project', project.id, 'thumbnail.dataFloorPlanId', 'floorPlans', project.thumbnail?.dataFloorPlanId);
  }
  return warnings;
}
